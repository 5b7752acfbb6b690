//! Checks of the names given on the command line whose message lists the valid choices.

use fireside_core::games::{self, GameEntry};
use fireside_core::i18n::{Arg, Lang, Translator};

/// The language of messages said before `--lang` is settled: the device's (`LANG`).
fn device() -> Translator {
    Translator::new(Lang::resolve(
        None,
        &std::env::var("LANG").unwrap_or_default(),
    ))
}

/// The game of that id, or a message naming the games there are.
pub fn game(id: &str) -> Result<&'static GameEntry, String> {
    games::find(id).map_err(|_| {
        let known: Vec<&str> = games::GAMES.iter().map(|g| g.id).collect();
        device().tr(
            "cli-unknown-game",
            &[
                ("game", Arg::from(id)),
                ("games", Arg::from(known.join(", "))),
            ],
        )
    })
}

/// The language of a tag such as `fi` or `th-TH`, or a message naming those there are.
pub fn language(tag: &str) -> Result<Lang, String> {
    let lang = Lang::negotiate(tag);
    let primary = tag
        .trim()
        .split(['-', '_', '.', '@'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    if primary == lang.code() {
        return Ok(lang);
    }
    let known: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
    Err(device().tr(
        "cli-unknown-language",
        &[
            ("lang", Arg::from(tag)),
            ("available", Arg::from(known.join(", "))),
        ],
    ))
}

/// The language of `--lang` when given, else of the `LANG` environment variable.
pub fn language_or_device(tag: Option<&str>) -> Result<Lang, String> {
    match tag {
        Some(tag) => language(tag),
        None => Ok(Lang::resolve(
            None,
            &std::env::var("LANG").unwrap_or_default(),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_is_one_of_the_four() {
        assert_eq!(language("th-TH"), Ok(Lang::Th));
        assert_eq!(language("fi_FI.UTF-8"), Ok(Lang::Fi));
        let err = language("de").unwrap_err();
        assert!(
            err.contains("`de`") && err.contains("en, th, ko, fi"),
            "{err}"
        );
    }

    #[test]
    fn an_unknown_game_lists_the_games() {
        let err = game("chess").unwrap_err();
        assert_eq!(
            err,
            "unknown game chess: fox-geese, hare-hounds, sungka, dama-italiana"
        );
    }
}
