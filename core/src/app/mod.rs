//! The whole app behind events, effects and a view, written once for every front end
//! (after the pattern of redbadger/crux): a shell sends [`Event`]s to [`App::update`],
//! carries out the [`Effect`]s it gets back, and draws [`App::view`]. Every decision of
//! the app lives here — see `README.md` in this folder for the list.

mod effects;
mod events;
mod form;
mod persistence;
mod play;
mod results;
pub mod script;
mod set_aside;
mod texts;
pub mod view;

#[cfg(test)]
mod tests;

use std::path::PathBuf;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use thiserror::Error;

pub use effects::{Effect, Haptic, Sound};
pub use events::Event;
pub use view::View;

use crate::engine::CancelToken;
use crate::games;
use crate::i18n::{Lang, Translator};
use crate::session::SearchJob;
use crate::store::{now_millis, Store, StoreError};

use form::Form;
use persistence::{Data, Op, Writer};
use play::GameState;

/// How the app starts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct AppConfig {
    /// The folder of the store; `None`: nothing is kept on disk (no-save mode).
    pub store_dir: Option<String>,
    /// The device's language tag (`fi-FI`), used when the settings follow the device.
    pub device_language: String,
    /// A language forced for this run (the terminal's `--lang`); `None`: the settings'.
    pub language: Option<String>,
    /// Scales the computer's thinking time (1.0 on devices; tests use less).
    pub time_scale: f64,
    /// Seeds the computer's choices of every match from this value instead of the clock,
    /// so a scenario replays the same way.
    pub seed: Option<u64>,
}

impl Default for AppConfig {
    fn default() -> Self {
        AppConfig {
            store_dir: None,
            device_language: "en".into(),
            language: None,
            time_scale: 1.0,
            seed: None,
        }
    }
}

#[derive(Debug, Error)]
pub enum AppError {
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// A search the shell runs off the main thread: blocking, cancellable.
#[derive(Clone, Debug)]
pub struct SearchTask {
    pub job: SearchJob,
    pub time_scale: f64,
}

impl SearchTask {
    /// Runs the search; the move in notation, or `None` (no move, or cancelled early).
    pub fn run(&self, cancel: &CancelToken) -> Option<String> {
        self.job.run(cancel, self.time_scale)
    }
}

/// The screen shown, with what it needs besides the data.
#[derive(Clone, Debug)]
enum Place {
    Home,
    NewGame(Box<Form>),
    Game,
    Settings,
    Profiles,
    Leaderboard(Option<String>),
    HowToPlay(String),
}

pub struct App {
    config: AppConfig,
    tr: Translator,
    data: Data,
    writer: Option<Writer>,
    place: Place,
    /// Where `Back` goes from the current place.
    came_from: Vec<Place>,
    game: Option<GameState>,
    notice: Option<String>,
    next_job: u64,
    next_animation: u64,
    matches_started: u64,
}

impl App {
    /// Opens the store (damaged files are moved aside and told on `Launch`), repairs a
    /// game that ended but was not recorded, and shows the home screen.
    pub fn new(config: AppConfig) -> Result<App, AppError> {
        let (data, writer, recoveries, set_aside) = match &config.store_dir {
            Some(dir) => {
                let store = Store::open(&PathBuf::from(dir))?;
                let mut data = Data::load(&store);
                let set_aside = set_aside::set_aside_unreplayable(&store, &mut data);
                let recoveries = store.take_recoveries();
                (
                    data,
                    Some(Writer::start(Arc::new(store))),
                    recoveries,
                    set_aside,
                )
            }
            None => (Data::default(), None, Vec::new(), Vec::new()),
        };
        let mut app = App {
            tr: Translator::new(Lang::En),
            config,
            data,
            writer,
            place: Place::Home,
            came_from: Vec::new(),
            game: None,
            notice: None,
            next_job: 1,
            next_animation: 1,
            matches_started: 0,
        };
        app.tr = app.translator();
        let mut notices = persistence::recovery_texts(app.tr, &recoveries);
        notices.extend(set_aside.iter().map(|n| n.text(app.tr)));
        if !notices.is_empty() {
            app.notice = Some(notices.join("\n"));
        }
        app.repair_unrecorded();
        Ok(app)
    }

    fn translator(&self) -> Translator {
        let setting = self
            .config
            .language
            .clone()
            .or_else(|| self.data.settings.language.clone())
            .map(|t| Lang::negotiate(&t));
        Translator::new(Lang::resolve(setting, &self.config.device_language))
    }

    /// The view to draw now.
    pub fn view(&self) -> View {
        view::build(self)
    }

    /// The search job an `Effect::StartSearch` named, while it is still wanted.
    pub fn search_job(&self, job: u64) -> Option<SearchTask> {
        let game = self.game.as_ref()?;
        let pending = game.pending.as_ref().filter(|p| p.id == job)?;
        Some(SearchTask {
            job: pending.job.clone(),
            time_scale: pending.time_scale,
        })
    }

    /// Waits until every change so far is on disk (tests, and the terminal at exit).
    pub fn flush(&self) {
        if let Some(w) = &self.writer {
            w.flush();
        }
    }

    /// The position of the match shown, for shells that draw it their own way (the
    /// terminal's text board).
    pub fn position(&self) -> Option<&dyn crate::AnyGame> {
        self.game.as_ref().map(|g| g.m.game())
    }

    /// How the match shown was set up (the terminal compares it with its flags).
    pub fn match_setup(&self) -> Option<&crate::session::MatchSetup> {
        self.game.as_ref().map(|g| g.m.setup())
    }

    /// Whether the match shown is waiting for the computer.
    pub fn is_thinking(&self) -> bool {
        self.game.as_ref().is_some_and(|g| g.is_thinking())
    }

    /// Whether the match shown has ended.
    pub fn is_over(&self) -> bool {
        self.game.as_ref().is_some_and(|g| g.m.outcome().is_over())
    }

    pub fn translator_in_use(&self) -> Translator {
        self.tr
    }

    fn persist(&self, op: Op) {
        if let Some(w) = &self.writer {
            w.send(op);
        }
    }

    fn seed(&mut self) -> u64 {
        self.matches_started += 1;
        match self.config.seed {
            Some(s) => s.wrapping_add(self.matches_started),
            None => now_millis() ^ self.matches_started.wrapping_mul(0x9E37_79B9_7F4A_7C15),
        }
    }

    fn match_id(&mut self, game: &str) -> String {
        self.matches_started += 1;
        format!("{game}:{}:{}", now_millis(), self.matches_started)
    }

    /// Handles one event; returns what the shell should do, `Render` last when the view
    /// changed.
    pub fn update(&mut self, event: Event) -> Vec<Effect> {
        let mut fx = Vec::new();
        let before_errors = self.writer.as_ref().map(|w| w.take_errors());
        if let Some(errors) = before_errors.filter(|e| !e.is_empty()) {
            log::warn!("app: store writes failed: {errors:?}");
            self.notice = Some(self.tr.tr("notice-save-failed", &[]));
        }
        let changed = self.handle(event, &mut fx);
        // The switches in the settings decide, here once, whether a shell plays sounds and
        // vibrates: the shells carry out every effect they get.
        let (sound, vibration) = (self.data.settings.sound, self.data.settings.vibration);
        fx.retain(|e| match e {
            Effect::PlaySound { .. } => sound,
            Effect::Haptic { .. } => vibration,
            _ => true,
        });
        if changed && !fx.contains(&Effect::Render) {
            fx.push(Effect::Render);
        }
        fx
    }

    fn go(&mut self, place: Place) {
        let old = std::mem::replace(&mut self.place, place);
        // From the game, Back returns to the game (its search goes on meanwhile).
        self.came_from.push(old);
        // Back never leads into a form twice or grows without end.
        self.came_from.truncate(8);
    }

    /// Returns whether the view changed.
    fn handle(&mut self, event: Event, fx: &mut Vec<Effect>) -> bool {
        match event {
            Event::Launch | Event::OpenHome => {
                self.leave_game(fx);
                self.came_from.clear();
                self.place = Place::Home;
            }
            Event::OpenNewGame { game } => match games::find(&game) {
                Ok(entry) => {
                    let form = Form::new(entry, self.data.settings.last_rules.get(entry.id));
                    self.leave_game(fx);
                    self.go(Place::NewGame(Box::new(form)));
                }
                Err(e) => self.notice = Some(self.tr.error(&e)),
            },
            Event::Continue { game } => self.continue_game(&game, fx),
            Event::OpenSettings => self.go(Place::Settings),
            Event::OpenProfiles => self.go(Place::Profiles),
            Event::OpenLeaderboard { game } => {
                let game = game.filter(|g| games::find(g).is_ok());
                if matches!(self.place, Place::Leaderboard(_)) {
                    self.place = Place::Leaderboard(game);
                } else {
                    self.go(Place::Leaderboard(game));
                }
            }
            Event::OpenHowToPlay { game } => match games::find(&game) {
                Ok(entry) => self.go(Place::HowToPlay(entry.id.to_owned())),
                Err(e) => self.notice = Some(self.tr.error(&e)),
            },
            Event::Back => {
                if matches!(self.place, Place::Game) {
                    if self.game.as_ref().is_some_and(|g| g.move_list_open) {
                        if let Some(g) = &mut self.game {
                            g.move_list_open = false;
                        }
                        return true;
                    }
                    self.leave_game(fx);
                    self.place = Place::Home;
                    self.came_from.clear();
                } else {
                    self.place = self.came_from.pop().unwrap_or(Place::Home);
                    if matches!(self.place, Place::Game) && self.game.is_none() {
                        self.place = Place::Home;
                    }
                }
            }
            Event::DismissNotice => self.notice = None,

            Event::ChoosePreset { preset } => self.with_form(|f| f.choose_preset(&preset)),
            Event::SetOption { key, value } => self.with_form(|f| f.set_option(&key, &value)),
            Event::ResetOptions => self.with_form(|f| {
                f.reset();
                Ok(())
            }),
            Event::ChooseMode { mode } => self.with_form(|f| {
                f.mode = mode;
                Ok(())
            }),
            Event::ChooseSide { side } => self.with_form(|f| {
                f.side = side;
                Ok(())
            }),
            Event::ChooseLevel { level } => self.with_form(|f| {
                f.level = level;
                Ok(())
            }),
            Event::Start => return self.start_from_form(fx),
            Event::ImportRecord { text } => self.import(&text, fx),
            Event::Rematch => return self.rematch(fx),
            Event::Leave => {
                self.leave_game(fx);
                self.place = Place::Home;
                self.came_from.clear();
            }

            Event::Tap { .. }
            | Event::Play { .. }
            | Event::DragStart { .. }
            | Event::DragEnd { .. }
            | Event::Key { .. }
            | Event::StopChain
            | Event::Undo
            | Event::Redo
            | Event::Hint
            | Event::OpenMoveList
            | Event::CloseMoveList
            | Event::ComputerMoved { .. }
            | Event::AnimationFinished { .. }
            | Event::Paused
            | Event::Resumed => return self.game_event(event, fx),

            Event::SetLanguage { language } => {
                self.data.settings.language =
                    language.map(|l| Lang::negotiate(&l).code().to_owned());
                self.tr = self.translator();
                self.save_settings();
            }
            Event::SetSound { on } => {
                self.data.settings.sound = on;
                self.save_settings();
            }
            Event::SetVibration { on } => {
                self.data.settings.vibration = on;
                self.save_settings();
            }
            Event::SetAnimationSpeed { speed } => {
                self.data.settings.animation_speed = texts::speed_value(speed);
                self.save_settings();
            }
            Event::SetDamaBlackFirst { on } => {
                self.data.settings.dama_black_first = on;
                self.save_settings();
            }
            Event::AddProfile { name } => {
                let id = self.data.add_profile(&name);
                self.persist(Op::AddProfile {
                    name: name.trim().to_owned(),
                    expect: id,
                });
                self.data.settings.active_profile = id;
                self.save_settings();
            }
            Event::RenameProfile { id, name } => match self.data.profiles.get_mut(id) {
                Some(p) => {
                    p.name = name.trim().to_owned();
                    self.persist(Op::RenameProfile {
                        id,
                        name: name.trim().to_owned(),
                    });
                }
                None => self.notice = Some(self.tr.tr("error-unknown-profile", &[])),
            },
            Event::RemoveProfile { id } => self.remove_profile(id),
            Event::SwitchProfile { id } => {
                if self.data.profiles.contains(id) {
                    self.data.settings.active_profile = id;
                    self.save_settings();
                } else {
                    self.notice = Some(self.tr.tr("error-unknown-profile", &[]));
                }
            }
        }
        true
    }

    fn with_form(&mut self, f: impl FnOnce(&mut Form) -> Result<(), crate::RulesError>) {
        if let Place::NewGame(form) = &mut self.place {
            // A refused change is kept in the form's error and shown there.
            let _ = f(form);
        }
    }

    fn save_settings(&self) {
        self.persist(Op::Settings(self.data.settings.clone()));
    }

    fn remove_profile(&mut self, id: u32) {
        if let Err(e) = self.data.profiles.remove(id) {
            let key = match e {
                StoreError::LastProfile(_) => "error-last-profile",
                _ => "error-unknown-profile",
            };
            self.notice = Some(self.tr.tr(key, &[]));
            return;
        }
        self.persist(Op::RemoveProfile { id });
        if self.data.settings.active_profile == id {
            // The store moves the active profile to the first one itself.
            self.data.settings.active_profile = self.data.profiles.list[0].id;
        }
    }
}
