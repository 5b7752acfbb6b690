//! The whole app behind events, effects and a view, written once for every front end
//! (after the pattern of redbadger/crux): a shell sends [`Event`]s to [`App::update`],
//! carries out the [`Effect`]s it gets back, and draws [`App::view`]. Every decision of
//! the app lives here — see `README.md` in this folder for the files and the decisions.

pub mod contract;
mod model;
mod ports;
mod screens;
pub mod script;

#[cfg(test)]
mod access_tests;
#[cfg(test)]
mod tests;

use thiserror::Error;

pub use contract::{AppConfig, Effect, Event, Haptic, Screen, Sound, View};
pub use model::SearchTask;

use crate::i18n::Text;
use crate::session::{MatchSetup, SessionError};
use crate::store::StoreError;

use model::{Model, ScreenState};
use ports::Ports;
use screens::game::{results, search, start};
use screens::{game, home, how_to_play, leaderboard, new_game, profiles, settings};

#[derive(Debug, Error)]
pub enum AppError {
    #[error(transparent)]
    Store(#[from] StoreError),
}

pub struct App {
    model: Model,
    ports: Ports,
}

impl App {
    /// Opens the store (damaged files are moved aside and told on `Launch`), repairs a
    /// game that ended but was not recorded, and shows the home screen.
    pub fn new(config: AppConfig) -> Result<App, AppError> {
        let (ports, data, opened) = Ports::open(&config)?;
        let mut model = Model::new(data, config.language, config.device_language);
        let notices = opened.texts(model.tr);
        if !notices.is_empty() {
            model.notify(notices.join("\n"));
        }
        results::repair_unrecorded(&mut model, &ports);
        Ok(App { model, ports })
    }

    /// Handles one event; returns what the shell should do, `Render` last when the view
    /// changed.
    pub fn update(&mut self, event: Event) -> Vec<Effect> {
        let errors = self.ports.take_errors();
        if !errors.is_empty() {
            log::warn!("app: store writes failed: {errors:?}");
            self.model
                .notify(self.model.tr.tr("notice-save-failed", &[]));
        }
        let mut fx = Vec::new();
        let changed = self.route(event, &mut fx);
        // The switches in the settings decide, here once, whether a shell plays sounds and
        // vibrates: the shells carry out every effect they get.
        let settings = &self.model.data.settings;
        let (sound, vibration) = (settings.sound, settings.vibration);
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

    /// Hands the event to its screen; returns whether the view changed.
    fn route(&mut self, event: Event, fx: &mut Vec<Effect>) -> bool {
        let (m, p) = (&mut self.model, &self.ports);
        match event {
            Event::Launch | Event::OpenHome | Event::Leave => {
                start::leave(m, fx);
                m.go_home();
            }
            Event::Back if m.on_game_screen() => start::back(m, fx),
            Event::Back => m.back(),
            Event::DismissNotice => m.notice = None,
            Event::OpenSettings => m.go(ScreenState::Settings),
            Event::OpenProfiles => m.go(ScreenState::Profiles),
            Event::OpenLeaderboard { game } => leaderboard::open(m, game),
            Event::OpenHowToPlay { game } => how_to_play::open(m, &game),
            Event::OpenNewGame { game } => new_game::open(m, &game, fx),
            Event::ChoosePreset { .. }
            | Event::SetOption { .. }
            | Event::ResetOptions
            | Event::ChooseMode { .. }
            | Event::ChooseSide { .. }
            | Event::ChooseLevel { .. } => new_game::update(m, event),
            Event::Start => return new_game::start(m, p, fx),
            Event::ImportRecord { text } => new_game::import(m, p, &text, fx),
            Event::Continue { game } => start::continue_saved(m, p, &game, fx),
            Event::Rematch => return start::rematch(m, p, fx),
            Event::SetLanguage { .. }
            | Event::SetSound { .. }
            | Event::SetVibration { .. }
            | Event::SetAnimationSpeed { .. }
            | Event::SetDamaBlackFirst { .. }
            | Event::SetVerbosity { .. }
            | Event::SetHighContrast { .. } => settings::update(m, p, event),
            Event::AddProfile { .. }
            | Event::RenameProfile { .. }
            | Event::RemoveProfile { .. }
            | Event::SwitchProfile { .. } => profiles::update(m, p, event),
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
            | Event::DescribeBoard
            | Event::ComputerMoved { .. }
            | Event::AnimationFinished { .. }
            | Event::Paused
            | Event::Resumed => return game::update::update(m, p, event, fx),
        }
        true
    }

    /// The view to draw now.
    pub fn view(&self) -> View {
        let m = &self.model;
        let tr = m.tr;
        let screen = match (&m.screen, &m.game) {
            (ScreenState::Home, _) | (ScreenState::Game, None) => Screen::Home {
                home: home::view(m),
            },
            (ScreenState::NewGame(form), _) => Screen::NewGame {
                new_game: Box::new(new_game::view(m, form)),
            },
            (ScreenState::Game, Some(g)) => Screen::Game {
                game: Box::new(game::view::build(m, g)),
            },
            (ScreenState::Settings, _) => Screen::Settings {
                settings: settings::view(m),
            },
            (ScreenState::Profiles, _) => Screen::Profiles {
                profiles: profiles::view(m),
            },
            (ScreenState::Leaderboard(game), _) => Screen::Leaderboard {
                leaderboard: leaderboard::view(m, game.as_deref()),
            },
            (ScreenState::HowToPlay(game), _) => Screen::HowToPlay {
                how_to_play: how_to_play::view(m, game),
            },
        };
        View {
            language: tr.lang().code().to_owned(),
            screen,
            notice: m.notice.clone(),
            back_label: tr.text(Text::Back),
            ok_label: tr.text(Text::Ok),
            cancel_label: tr.text(Text::Cancel),
        }
    }

    /// The search job an `Effect::StartSearch` named, while it is still wanted.
    pub fn search_job(&self, job: u64) -> Option<SearchTask> {
        search::task(&self.model, job)
    }

    /// Starts a match from a setup (the terminal's flags, imports): `premoves` are moves
    /// played before the player takes over, which make the match unrated.
    pub fn start_match(
        &mut self,
        setup: MatchSetup,
        premoves: &[String],
    ) -> Result<Vec<Effect>, SessionError> {
        start::start_match(&mut self.model, &self.ports, setup, premoves)
    }

    /// Waits until every change so far is on disk (tests, and the terminal at exit).
    pub fn flush(&self) {
        self.ports.flush();
    }

    /// The position of the match shown, for shells that draw it their own way (the
    /// terminal's text board).
    pub fn position(&self) -> Option<&dyn crate::AnyGame> {
        self.model.game.as_ref().map(|g| g.session.game())
    }

    /// Whether the match shown is waiting for the computer.
    pub fn is_thinking(&self) -> bool {
        self.model.game.as_ref().is_some_and(|g| g.is_thinking())
    }

    /// Whether the match shown has ended.
    pub fn is_over(&self) -> bool {
        self.model.game.as_ref().is_some_and(|g| g.is_over())
    }

    pub fn translator_in_use(&self) -> crate::i18n::Translator {
        self.model.tr
    }
}
