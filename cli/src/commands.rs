//! What a line typed during a game means: a command (in English or in the words the help
//! shows in the player's language, in any case) or a move, checked for the mistakes a
//! newcomer makes before the game is asked.

use fireside_core::i18n::{Text, Translator};
use fireside_core::{AnyGame, BoardKind};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    Quit,
    Help,
    Board,
    Names,
    Moves,
    Undo,
    Redo,
    Hint,
    Rules,
    Ratings,
}

const WORDS: &[(&str, Command)] = &[
    ("quit", Command::Quit),
    ("q", Command::Quit),
    ("exit", Command::Quit),
    ("help", Command::Help),
    ("?", Command::Help),
    ("board", Command::Board),
    ("names", Command::Names),
    ("moves", Command::Moves),
    ("undo", Command::Undo),
    ("u", Command::Undo),
    ("redo", Command::Redo),
    ("hint", Command::Hint),
    ("rules", Command::Rules),
    ("ratings", Command::Ratings),
    ("leaderboard", Command::Ratings),
];

fn english(word: &str) -> Option<Command> {
    WORDS.iter().find(|(w, _)| *w == word).map(|&(_, c)| c)
}

/// The translated words of the help line, "undo (peru)": each word in brackets names the
/// command before it.
fn translated(tr: Translator) -> Vec<(String, Command)> {
    let help = tr.text(Text::CliCommands);
    let list = help
        .split_once([':', '：'])
        .map_or(help.as_str(), |(_, l)| l);
    list.split([',', '、'])
        .filter_map(|item| {
            let (word, rest) = item.trim().split_once('(')?;
            let alias = rest.split(')').next()?.trim().to_lowercase();
            let command = english(word.trim())?;
            (!alias.is_empty()).then_some((alias, command))
        })
        .collect()
}

/// The command a line names, if it names one.
pub fn parse(tr: Translator, line: &str) -> Option<Command> {
    let word = line.trim().to_lowercase();
    english(&word).or_else(|| {
        translated(tr)
            .into_iter()
            .find(|(alias, _)| *alias == word)
            .map(|(_, c)| c)
    })
}

/// What is wrong with a typed move that the game's own message would not say: a point
/// that is not on the board (`33-29`), or a start without a destination (`d4`).
pub fn check_move(tr: Translator, pos: &dyn AnyGame, text: &str) -> Option<String> {
    let board = pos.board();
    let legal = pos.legal_moves();
    match board.kind {
        BoardKind::Mancala => {
            let n: u32 = text.parse().ok()?;
            let houses = legal.iter().filter_map(|m| m.parse::<u32>().ok()).max()?;
            (n == 0 || n > houses.max(7)).then(|| tr.cli_no_such_point("house", text))
        }
        BoardKind::Lines | BoardKind::Checkerboard { .. } => {
            let kind = match board.kind {
                BoardKind::Lines => "point",
                _ => "square",
            };
            let names: Vec<&str> = board.points.iter().map(|p| p.name.as_str()).collect();
            let looks_like_point = |t: &str| match board.kind {
                BoardKind::Lines => {
                    let digits = t.trim_start_matches(|c: char| c.is_ascii_alphabetic());
                    digits.len() < t.len()
                        && !digits.is_empty()
                        && digits.chars().all(|c| c.is_ascii_digit())
                }
                _ => !t.is_empty() && t.chars().all(|c| c.is_ascii_digit()),
            };
            let parts: Vec<&str> = text.split(['-', 'x']).collect();
            if let Some(bad) = parts
                .iter()
                .find(|t| looks_like_point(t) && !names.contains(t))
            {
                return Some(tr.cli_no_such_point(kind, bad));
            }
            if parts.len() == 1 && names.contains(&text) {
                let example = legal
                    .iter()
                    .find(|m| m.starts_with(text) && m[text.len()..].starts_with(['-', 'x']))
                    .or(legal.first())?;
                return Some(tr.cli_missing_destination(text, example));
            }
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fireside_core::i18n::Lang;

    #[test]
    fn commands_are_read_in_any_case_and_in_the_words_of_the_help() {
        let en = Translator::new(Lang::En);
        assert_eq!(parse(en, "HELP"), Some(Command::Help));
        assert_eq!(parse(en, " Undo "), Some(Command::Undo));
        assert_eq!(parse(en, "d4-d5"), None);
        let fi = Translator::new(Lang::Fi);
        assert_eq!(parse(fi, "peru"), Some(Command::Undo));
        assert_eq!(parse(fi, "Lopeta"), Some(Command::Quit));
        assert_eq!(parse(fi, "quit"), Some(Command::Quit));
        let ko = Translator::new(Lang::Ko);
        assert_eq!(parse(ko, "끝내기"), Some(Command::Quit));
        assert_eq!(parse(ko, "판 보기"), Some(Command::Board));
        let th = Translator::new(Lang::Th);
        assert_eq!(parse(th, "ออก"), Some(Command::Quit));
        assert_eq!(parse(th, "คำใบ้"), Some(Command::Hint));
    }

    #[test]
    fn every_translated_command_word_of_the_help_is_known() {
        for lang in [Lang::Th, Lang::Ko, Lang::Fi] {
            let words = translated(Translator::new(lang));
            // moves, board, names, undo, redo, hint, rules, ratings, help, quit.
            assert_eq!(words.len(), 10, "{}: {words:?}", lang.code());
        }
    }
}
