//! The languages of Fireside and how the one to show is chosen.

use serde::{Deserialize, Serialize};

/// A language Fireside is translated into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    En,
    Th,
    Ko,
    Fi,
}

impl Lang {
    /// Every language, in the order the language menu lists them.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Th, Lang::Ko, Lang::Fi];

    /// The BCP 47 code (`en`, `th`, `ko`, `fi`), also the name of the folders of the texts.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Th => "th",
            Lang::Ko => "ko",
            Lang::Fi => "fi",
        }
    }

    /// The language a device asks for, from its tag (`th-TH`, `fi`, `ko-KR`, `en-US`, or a
    /// POSIX locale such as `fi_FI.UTF-8`). Anything not translated falls back to English.
    pub fn negotiate(bcp47_tag: &str) -> Lang {
        // Only the primary language subtag matters: there is one variety of each language.
        let primary = bcp47_tag
            .trim()
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match primary.as_str() {
            "th" => Lang::Th,
            "ko" => Lang::Ko,
            "fi" => Lang::Fi,
            _ => Lang::En,
        }
    }

    /// The language a player named (`--lang`): `None` when it is none of the four, so the
    /// shell can say so instead of silently showing English.
    pub fn parse(tag: &str) -> Option<Lang> {
        let lang = Lang::negotiate(tag);
        let primary = tag.trim().split(['-', '_', '.', '@']).next().unwrap_or("");
        (lang != Lang::En || primary.eq_ignore_ascii_case("en")).then_some(lang)
    }

    /// The language to show: the one chosen in the settings, else the device's.
    pub fn resolve(setting: Option<Lang>, device_tag: &str) -> Lang {
        setting.unwrap_or_else(|| Lang::negotiate(device_tag))
    }

    /// The code as a language identifier for Fluent.
    pub(crate) fn langid(self) -> unic_langid::LanguageIdentifier {
        self.code()
            .parse()
            .expect("the four language codes are valid identifiers")
    }
}
