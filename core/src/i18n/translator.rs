//! Fluent bundles for every language, built once, and the lookups on them.

use std::borrow::Cow;
use std::sync::{Mutex, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentError, FluentResource, FluentValue};

use super::lang::Lang;
use super::number;

/// The Fluent text of a language, embedded in the binary.
pub(crate) fn ftl_source(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!("locales/en.ftl"),
        Lang::Th => include_str!("locales/th.ftl"),
        Lang::Ko => include_str!("locales/ko.ftl"),
        Lang::Fi => include_str!("locales/fi.ftl"),
    }
}

/// An argument of a message: a text or a number (numbers are formatted per language and
/// select plural forms).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg<'a> {
    Str(Cow<'a, str>),
    Num(f64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Str(Cow::Borrowed(s))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Str(Cow::Owned(s))
    }
}

macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Num(n as f64)
            }
        }
    )*};
}
num_arg!(i32, i64, u8, u32, u64, usize, f32, f64);

type Bundle = FluentBundle<FluentResource>;

fn build_bundle(lang: Lang) -> Bundle {
    let resource =
        FluentResource::try_new(ftl_source(lang).to_owned()).unwrap_or_else(|(res, errors)| {
            // A syntax error loses only the broken entries; the tests fail on it.
            report(format!("{}.ftl does not parse: {errors:?}", lang.code()));
            res
        });
    let mut bundle = Bundle::new_concurrent(vec![lang.langid()]);
    // The terminal and the apps' text views do not need bidi isolation: every text is
    // left-to-right, and the marks show as garbage in some terminals.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(match lang {
        Lang::Fi => number::fluent_fi,
        Lang::En | Lang::Th | Lang::Ko => number::fluent_comma,
    }));
    if let Err(errors) = bundle.add_resource(resource) {
        report(format!(
            "{}.ftl has duplicate entries: {errors:?}",
            lang.code()
        ));
    }
    bundle
}

fn bundles() -> &'static [Bundle; 4] {
    static BUNDLES: OnceLock<[Bundle; 4]> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.map(build_bundle))
}

fn problems() -> &'static Mutex<Vec<String>> {
    static PROBLEMS: Mutex<Vec<String>> = Mutex::new(Vec::new());
    &PROBLEMS
}

/// Records a translation problem (a missing key, a formatting error). Never panics: the
/// player gets the English text or the key instead.
fn report(problem: String) {
    #[cfg(debug_assertions)]
    eprintln!("i18n: {problem}");
    if let Ok(mut list) = problems().lock() {
        if list.len() < 1000 && !list.contains(&problem) {
            list.push(problem);
        }
    }
}

/// Takes the translation problems met so far (missing keys, formatting errors), so a debug
/// screen or a test can show them.
pub fn take_problems() -> Vec<String> {
    problems()
        .lock()
        .map(|mut list| std::mem::take(&mut *list))
        .unwrap_or_default()
}

/// Looks up texts in one language. `Copy` and thread-safe: the bundles are built once per
/// process and shared (Fluent's concurrent memoizer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Translator {
    lang: Lang,
}

impl Translator {
    pub fn new(lang: Lang) -> Self {
        Translator { lang }
    }

    pub fn lang(self) -> Lang {
        self.lang
    }

    /// The text of a message (`key`) or of one of its attributes (`key.attribute`), with
    /// its arguments. A key missing in this language falls back to English and is reported
    /// (see [`take_problems`]); a key missing everywhere gives the key itself.
    pub fn tr(self, key: &str, args: &[(&str, Arg)]) -> String {
        if let Some(text) = self.lookup(self.lang, key, args) {
            return text;
        }
        if self.lang != Lang::En {
            report(format!("missing in {}: {key}", self.lang.code()));
            if let Some(text) = self.lookup(Lang::En, key, args) {
                return text;
            }
        }
        report(format!("missing everywhere: {key}"));
        key.to_owned()
    }

    /// Whether the message or attribute exists in this language.
    pub fn has(self, key: &str) -> bool {
        let bundle = &bundles()[self.lang as usize];
        let (id, attr) = split_key(key);
        match bundle.get_message(id) {
            Some(msg) => match attr {
                Some(attr) => msg.get_attribute(attr).is_some(),
                None => msg.value().is_some(),
            },
            None => false,
        }
    }

    /// The text in exactly this language, or why it cannot be formatted (tests).
    #[cfg(test)]
    pub(crate) fn lookup_checked(self, key: &str, args: &[(&str, Arg)]) -> Result<String, String> {
        let (text, errors) = format_message(&bundles()[self.lang as usize], key, args)?;
        if errors.is_empty() {
            Ok(text)
        } else {
            Err(format!("{errors:?}"))
        }
    }

    fn lookup(self, lang: Lang, key: &str, args: &[(&str, Arg)]) -> Option<String> {
        let (text, errors) = format_message(&bundles()[lang as usize], key, args).ok()?;
        if !errors.is_empty() {
            report(format!("{}: {key}: {errors:?}", lang.code()));
        }
        Some(text)
    }
}

/// A message or its attribute (`id.attr`) formatted with `args`, and what went wrong in
/// formatting it; `Err` says what is missing.
fn format_message(
    bundle: &Bundle,
    key: &str,
    args: &[(&str, Arg)],
) -> Result<(String, Vec<FluentError>), &'static str> {
    let (id, attr) = split_key(key);
    let msg = bundle.get_message(id).ok_or("missing")?;
    let pattern = match attr {
        Some(attr) => msg.get_attribute(attr).ok_or("missing attribute")?.value(),
        None => msg.value().ok_or("no value")?,
    };
    let fargs = to_fluent_args(args);
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
    Ok((text.into_owned(), errors))
}

fn to_fluent_args<'a>(args: &'a [(&str, Arg)]) -> FluentArgs<'a> {
    let mut fargs = FluentArgs::new();
    for (name, value) in args {
        let value = match value {
            Arg::Str(s) => FluentValue::String(Cow::Borrowed(s.as_ref())),
            Arg::Num(n) => FluentValue::from(*n),
        };
        fargs.set(name.to_string(), value);
    }
    fargs
}

fn split_key(key: &str) -> (&str, Option<&str>) {
    match key.split_once('.') {
        Some((id, attr)) => (id, Some(attr)),
        None => (key, None),
    }
}
