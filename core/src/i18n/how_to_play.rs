//! "How to play" for each game and language: short texts in a minimal markup, embedded in
//! the binary and handed to the apps as blocks they style themselves.
//!
//! The markup: `# Heading {#id}` (and `## Subheading {#id}`, the id optional), `- list item`,
//! and paragraphs of one or more lines separated by blank lines. Nothing else: the apps
//! decide fonts and spacing.

use serde::{Deserialize, Serialize};
use unicode_width::UnicodeWidthStr;

use super::keys::GameId;
use super::lang::Lang;

/// One block of a "How to play" text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Block {
    /// `level` 1 for a section, 2 for a subsection; `id` is the same in every language
    /// (`goal`, `board`, `setup`, `moves`, `captures`, `end`, `presets`, `tips`…).
    Heading {
        level: u8,
        text: String,
        id: Option<String>,
    },
    Paragraph {
        text: String,
    },
    ListItem {
        text: String,
    },
}

/// The sections every "How to play" has, in every language.
pub const REQUIRED_SECTIONS: [&str; 7] =
    ["goal", "board", "setup", "moves", "end", "presets", "tips"];

/// The text of a game's "How to play" (the translations' folder `howto/<lang>/<id>.txt`, one
/// line per game below); empty for a game without one, which the tests over every game
/// refuse.
pub(crate) fn source(game: GameId, lang: Lang) -> &'static str {
    macro_rules! files {
        ($($name:literal),*) => {
            match (game.id(), lang) {
                $(
                    ($name, Lang::En) => include_str!(concat!("howto/en/", $name, ".txt")),
                    ($name, Lang::Th) => include_str!(concat!("howto/th/", $name, ".txt")),
                    ($name, Lang::Ko) => include_str!(concat!("howto/ko/", $name, ".txt")),
                    ($name, Lang::Fi) => include_str!(concat!("howto/fi/", $name, ".txt")),
                )*
                _ => "",
            }
        };
    }
    files!("fox-geese", "hare-hounds", "sungka", "dama-italiana")
}

/// The "How to play" of a game in a language.
pub fn how_to_play(game: GameId, lang: Lang) -> Vec<Block> {
    parse(source(game, lang))
}

/// Reads the markup described in the module documentation.
pub fn parse(text: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut paragraph: Vec<&str> = Vec::new();
    let flush = |paragraph: &mut Vec<&str>, blocks: &mut Vec<Block>| {
        if !paragraph.is_empty() {
            blocks.push(Block::Paragraph {
                text: paragraph.join(" "),
            });
            paragraph.clear();
        }
    };
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() {
            flush(&mut paragraph, &mut blocks);
        } else if let Some(rest) = line.strip_prefix("- ") {
            flush(&mut paragraph, &mut blocks);
            blocks.push(Block::ListItem {
                text: rest.trim().to_owned(),
            });
        } else if line.starts_with('#') {
            flush(&mut paragraph, &mut blocks);
            let level = line.chars().take_while(|&c| c == '#').count();
            let rest = line[level..].trim();
            let (text, id) = match rest.rsplit_once("{#") {
                Some((text, id)) if id.ends_with('}') => (
                    text.trim().to_owned(),
                    Some(id.trim_end_matches('}').to_owned()),
                ),
                _ => (rest.to_owned(), None),
            };
            blocks.push(Block::Heading {
                level: level.min(2) as u8,
                text,
                id,
            });
        } else if let Some(Block::ListItem { text }) =
            blocks.last_mut().filter(|_| paragraph.is_empty())
        {
            // An indented continuation line belongs to the list item above it.
            text.push(' ');
            text.push_str(line);
        } else {
            paragraph.push(line);
        }
    }
    flush(&mut paragraph, &mut blocks);
    blocks
}

/// Plain text of blocks, for the terminal and for review snapshots.
pub fn render_text(blocks: &[Block]) -> String {
    let mut out = String::new();
    for block in blocks {
        match block {
            Block::Heading { level, text, .. } => {
                if !out.is_empty() {
                    out.push('\n');
                }
                out.push_str(text);
                out.push('\n');
                let underline = if *level == 1 { '=' } else { '-' };
                // Display columns, not code points: a Hangul syllable takes two, a Thai
                // vowel or tone mark above or below its letter none.
                let width = UnicodeWidthStr::width(text.as_str()).clamp(3, 60);
                out.extend(std::iter::repeat_n(underline, width));
                out.push('\n');
            }
            Block::Paragraph { text } => {
                out.push_str(text);
                out.push('\n');
            }
            Block::ListItem { text } => {
                out.push_str("  • ");
                out.push_str(text);
                out.push('\n');
            }
        }
    }
    out
}
