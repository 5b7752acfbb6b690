//! Scenarios: the app driven by JSON lines, as `fireside script` runs them and the tests
//! replay `tests/vectors/app/*.jsonl` (format in `tests/vectors/README.md`).
//!
//! Each line is one of:
//! - an [`Event`] (`{"event": "tap", "point": 3}`), sent to [`App::update`];
//! - `{"config": AppConfig}` (first line only): how the app starts;
//! - `{"command": "start-match", "setup": MatchSetup, "moves": [..]}`: a match from a
//!   set position or with moves played before (what the terminal's flags do);
//! - `{"command": "flush"}`: waits until everything is on disk;
//! - `{"expect": {"view": V, "effects": [E..], "effects_exactly": [E..]}}`: checks the last
//!   output. `view` is matched as a subset (objects: the keys given; arrays: the same
//!   length, each element a subset); `effects` must each be among the effects (as
//!   subsets); `effects_exactly` must be the effects, in order;
//! - blank, or starting with `#`: a comment.
//!
//! Searches and review jobs run at once on the calling thread by default (`"searches": "auto"` in the
//! config line's siblings): each answer is one more output. With `"searches": "manual"`
//! the scenario sends `computer-moved` itself, which makes the computer's moves exact.

use serde::{de::DeserializeOwned, Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

use super::{App, AppConfig, Effect, Event, View};
use crate::engine::CancelToken;
use crate::session::MatchSetup;

/// What one input produced.
#[derive(Clone, Debug, Serialize)]
pub struct Output {
    pub event: Option<Event>,
    pub effects: Vec<Effect>,
    pub view: View,
}

#[derive(Debug, Error)]
pub enum ScriptError {
    #[error("line {line}: not a scenario line: {why}")]
    Syntax { line: usize, why: String },
    #[error("line {line}: {why}")]
    Expectation { line: usize, why: String },
    #[error("line {line}: {why}")]
    Refused { line: usize, why: String },
    #[error("the app cannot start: {0}")]
    Start(String),
}

/// A line that is not JSON, or not the JSON of what it claims to be.
fn syntax(line: usize, e: serde_json::Error) -> ScriptError {
    ScriptError::Syntax {
        line,
        why: e.to_string(),
    }
}

/// A scenario line read as what it claims to be (a config, a check, a command, an event).
fn parse_line<T: DeserializeOwned>(value: Value, line: usize) -> Result<T, ScriptError> {
    serde_json::from_value(value).map_err(|e| syntax(line, e))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ConfigLine {
    /// The fields given; the others keep the shell's (its `--store`, `--lang`).
    config: serde_json::Map<String, Value>,
    #[serde(default)]
    searches: Searches,
}

/// The longest scenario line read: no event of the app is anywhere near it, and a longer
/// one would be echoed in every output.
pub const MAX_LINE_BYTES: usize = 64 << 10;

/// The most search answers one line runs by itself (a computer that keeps answering
/// nothing must not hang the script).
const MAX_ANSWERS_PER_LINE: usize = 2_000;

/// The limits `fireside play` has on the same numbers.
pub fn check_config(config: &AppConfig) -> Result<(), String> {
    crate::engine::check_time_scale(config.time_scale)
        .map(|_| ())
        .map_err(|e| format!("time_scale: {e}"))
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Searches {
    #[default]
    Auto,
    Manual,
}

#[derive(Deserialize)]
#[serde(tag = "command", rename_all = "kebab-case", deny_unknown_fields)]
enum Command {
    StartMatch {
        setup: MatchSetup,
        #[serde(default)]
        moves: Vec<String>,
    },
    Flush,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Expect {
    expect: Expectation,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Expectation {
    view: Option<Value>,
    effects: Option<Vec<Value>>,
    effects_exactly: Option<Vec<Value>>,
}

/// A scenario being run.
pub struct Script {
    app: Option<App>,
    searches: Searches,
    last: Option<Output>,
    line: usize,
    default_config: AppConfig,
}

/// Whether `actual` holds everything `expected` says (see the module docs).
pub fn matches(expected: &Value, actual: &Value) -> Result<(), String> {
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => {
            for (k, ev) in e {
                // A field the view does not have is a mismatch, not a null: an expectation
                // that names a removed field must fail, not pass silently.
                let av = a.get(k).ok_or_else(|| format!("{k}: no such field"))?;
                matches(ev, av).map_err(|why| format!("{k}: {why}"))?;
            }
            Ok(())
        }
        (Value::Array(e), Value::Array(a)) => {
            if e.len() != a.len() {
                return Err(format!(
                    "{} elements expected, {} found: {}",
                    e.len(),
                    a.len(),
                    Value::Array(a.clone())
                ));
            }
            for (i, (ev, av)) in e.iter().zip(a).enumerate() {
                matches(ev, av).map_err(|why| format!("[{i}]: {why}"))?;
            }
            Ok(())
        }
        (e, a) if e == a => Ok(()),
        (Value::Number(e), Value::Number(a)) if e.as_f64() == a.as_f64() => Ok(()),
        (e, a) => Err(format!("expected {e}, found {a}")),
    }
}

impl Script {
    /// A scenario whose app starts with `config` unless its first line says otherwise.
    pub fn new(config: AppConfig) -> Script {
        Script {
            app: None,
            searches: Searches::Auto,
            last: None,
            line: 0,
            default_config: config,
        }
    }

    fn app(&mut self) -> Result<&mut App, ScriptError> {
        if self.app.is_none() {
            check_config(&self.default_config).map_err(ScriptError::Start)?;
            let app = App::new(self.default_config.clone())
                .map_err(|e| ScriptError::Start(e.to_string()))?;
            self.app = Some(app);
        }
        Ok(self.app.as_mut().expect("just made"))
    }

    /// The app, once a line started it.
    pub fn app_ref(&self) -> Option<&App> {
        self.app.as_ref()
    }

    /// Runs one line; returns what it produced (nothing for comments and checks).
    pub fn line(&mut self, text: &str) -> Result<Vec<Output>, ScriptError> {
        self.line += 1;
        let line = self.line;
        if text.len() > MAX_LINE_BYTES {
            return Err(ScriptError::Syntax {
                line,
                why: format!(
                    "the line has {} bytes, more than the {MAX_LINE_BYTES} a scenario line may have",
                    text.len()
                ),
            });
        }
        let text = text.trim();
        if text.is_empty() || text.starts_with('#') {
            return Ok(Vec::new());
        }
        let value: Value = serde_json::from_str(text).map_err(|e| syntax(line, e))?;
        if value.get("config").is_some() {
            if self.app.is_some() {
                return Err(ScriptError::Syntax {
                    line,
                    why: "the config line comes first".into(),
                });
            }
            let c: ConfigLine = parse_line(value, line)?;
            self.searches = c.searches;
            // Over the shell's config: a config line that names only the time scale keeps
            // the store and the language the command line gave.
            let mut base =
                serde_json::to_value(&self.default_config).map_err(|e| syntax(line, e))?;
            if let Value::Object(fields) = &mut base {
                fields.extend(c.config);
            }
            self.default_config = parse_line(base, line)?;
            check_config(&self.default_config).map_err(|why| ScriptError::Refused { line, why })?;
            self.app()?;
            return Ok(Vec::new());
        }
        if value.get("expect").is_some() {
            let e: Expect = parse_line(value, line)?;
            self.check(&e.expect)
                .map_err(|why| ScriptError::Expectation { line, why })?;
            return Ok(Vec::new());
        }
        if value.get("command").is_some() {
            let c: Command = parse_line(value, line)?;
            return match c {
                Command::Flush => {
                    self.app()?.flush_and_report();
                    Ok(Vec::new())
                }
                Command::StartMatch { setup, moves } => {
                    let fx = self.app()?.start_match(setup, &moves).map_err(|e| {
                        ScriptError::Refused {
                            line,
                            why: e.to_string(),
                        }
                    })?;
                    self.outputs(None, fx)
                }
            };
        }
        let event: Event = parse_line(value, line)?;
        let fx = self.app()?.update(event.clone());
        self.outputs(Some(event), fx)
    }

    fn outputs(
        &mut self,
        event: Option<Event>,
        fx: Vec<Effect>,
    ) -> Result<Vec<Output>, ScriptError> {
        let mut out = Vec::new();
        let mut next = Some((event, fx));
        while let Some((event, fx)) = next.take() {
            if out.len() > MAX_ANSWERS_PER_LINE {
                return Err(ScriptError::Refused {
                    line: self.line,
                    why: "the computer gave no usable answer".into(),
                });
            }
            let app = self.app()?;
            // What the script prints is on disk: it waits for the writer first (and the
            // view then shows what waited for it, the result panel, and a refused save).
            app.flush_and_report();
            let search = fx.iter().find_map(|e| match e {
                Effect::StartSearch { job } => Some(*job),
                _ => None,
            });
            let review = fx.iter().find_map(|e| match e {
                Effect::StartReview { job } => Some(*job),
                _ => None,
            });
            out.push(Output {
                event,
                effects: fx,
                view: app.view(),
            });
            if self.searches == Searches::Auto {
                if let Some(job) = search {
                    let app = self.app()?;
                    if let Some(task) = app.search_job(job) {
                        let notation = task.run(&CancelToken::new());
                        let answer = Event::ComputerMoved { job, notation };
                        let fx = app.update(answer.clone());
                        next = Some((Some(answer), fx));
                    }
                }
                if let Some(job) = review {
                    let app = self.app()?;
                    if let Some(task) = app.review_job(job) {
                        task.run(&CancelToken::new());
                        let answer = Event::ReviewAnalysed { job };
                        let fx = app.update(answer.clone());
                        next = Some((Some(answer), fx));
                    }
                }
            }
        }
        self.last = out.last().cloned();
        Ok(out)
    }

    fn check(&self, e: &Expectation) -> Result<(), String> {
        let last = self.last.as_ref().ok_or("nothing happened yet")?;
        let actual = serde_json::to_value(last).map_err(|e| e.to_string())?;
        if let Some(view) = &e.view {
            matches(view, &actual["view"]).map_err(|why| format!("view: {why}"))?;
        }
        let effects = actual["effects"].as_array().cloned().unwrap_or_default();
        if let Some(want) = &e.effects {
            for w in want {
                if !effects.iter().any(|a| matches(w, a).is_ok()) {
                    return Err(format!(
                        "effect {w} not among {}",
                        Value::Array(effects.clone())
                    ));
                }
            }
        }
        if let Some(want) = &e.effects_exactly {
            matches(&Value::Array(want.clone()), &Value::Array(effects))
                .map_err(|why| format!("effects: {why}"))?;
        }
        Ok(())
    }
}

/// Runs a whole scenario; the first failure, with its line.
pub fn run(text: &str, config: AppConfig) -> Result<Script, ScriptError> {
    let mut s = Script::new(config);
    for line in text.lines() {
        s.line(line)?;
    }
    Ok(s)
}
