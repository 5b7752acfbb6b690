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
mod assist_tests;
#[cfg(test)]
mod board_panel_tests;
#[cfg(test)]
mod contract_tests;
#[cfg(test)]
mod durability_tests;
#[cfg(test)]
mod puzzle_tests;
#[cfg(test)]
mod snapshot_tests;
#[cfg(test)]
mod tests;

use thiserror::Error;

pub use contract::{AppConfig, Effect, Event, Haptic, Screen, Sound, View};
pub use model::review::ReviewTask;
pub use model::{SaveFailure, SearchTask};
pub use ports::{Flusher, LagRecorder, SaveWaiter, WriteLags, WriteObserver};

use crate::i18n::Text;
use crate::session::{MatchSetup, SessionError};
use crate::store::StoreError;

use model::{Model, ScreenState};
use ports::Ports;
pub use screens::game::bands::position_bands;
use screens::game::{results, search, start};
pub use screens::snapshot::SnapshotError;
use screens::{
    board_panel, game, history, home, how_to_play, leaderboard, lesson, new_game, profiles, puzzle,
    review, settings, snapshot,
};

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
        model.offers_table = new_game::offers_table(config.screen_dp);
        let notices = screens::notices::opened(model.tr, &opened);
        if !notices.is_empty() {
            model.notify(notices.join("\n"));
        }
        results::repair_unrecorded(&mut model, &ports);
        Ok(App { model, ports })
    }

    /// Handles one event; returns what the shell should do, `Render` last when the view
    /// changed.
    pub fn update(&mut self, event: Event) -> Vec<Effect> {
        if let Event::Restore { snapshot } = event {
            return self.restore(&snapshot).unwrap_or_else(|e| {
                log::warn!("app: a snapshot was refused: {e}");
                vec![Effect::Render]
            });
        }
        self.take_writer_news();
        let mut fx = Vec::new();
        let changed = self.route(event, &mut fx);
        // A review whose screen was left stops its analysis, whatever led away.
        screens::review::drop_if_left(&mut self.model, &mut fx);
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

    /// The screens open now, for a shell to keep when its process may be ended (opaque).
    pub fn snapshot(&self) -> String {
        snapshot::take(&self.model)
    }

    /// Opens the screens of `snapshot` again, from the home screen, as the events that
    /// opened them (the data behind them is the store's). The effects of them all.
    pub fn restore(&mut self, snapshot: &str) -> Result<Vec<Effect>, SnapshotError> {
        let events = snapshot::events(snapshot)?;
        let mut fx = self.update(Event::OpenHome);
        for event in events {
            fx.extend(self.update(event));
        }
        // One render, last.
        fx.retain(|e| *e != Effect::Render);
        fx.push(Effect::Render);
        Ok(fx)
    }

    /// Hands the event to its screen; returns whether the view changed. One arm per
    /// group of screens, so that every event is routed (the match is exhaustive).
    fn route(&mut self, event: Event, fx: &mut Vec<Effect>) -> bool {
        let (m, p) = (&mut self.model, &self.ports);
        match event {
            // Handled in `update` (it replays other events).
            Event::Restore { .. } => false,
            Event::SetScreen { smallest_dp } => new_game::set_screen(m, smallest_dp),
            Event::Launch
            | Event::OpenHome
            | Event::Leave
            | Event::Back
            | Event::DismissNotice
            | Event::Saved { .. }
            | Event::OpenSettings
            | Event::OpenProfiles
            | Event::OpenLeaderboard { .. }
            | Event::OpenHowToPlay { .. }
            | Event::OpenHistory => menus(m, event, fx),
            Event::OpenNewGame { .. }
            | Event::ChoosePreset { .. }
            | Event::SetOption { .. }
            | Event::ResetOptions
            | Event::ChooseMode { .. }
            | Event::ChooseSide { .. }
            | Event::ChooseLevel { .. }
            | Event::Start
            | Event::ImportRecord { .. }
            | Event::Continue { .. }
            | Event::Rematch => new_game_form(m, p, event, fx),
            Event::SetLanguage { .. }
            | Event::SetSound { .. }
            | Event::SetVibration { .. }
            | Event::SetAnimationSpeed { .. }
            | Event::SetDamaBlackFirst { .. }
            | Event::SetVerbosity { .. }
            | Event::SetHighContrast { .. }
            | Event::AddProfile { .. }
            | Event::RenameProfile { .. }
            | Event::RemoveProfile { .. }
            | Event::SwitchProfile { .. } => settings_and_profiles(m, p, event),
            Event::OpenPuzzle { .. }
            | Event::PuzzleMove { .. }
            | Event::PuzzleHint
            | Event::PuzzleRetry
            | Event::PuzzleSolution
            | Event::PuzzleNext
            | Event::OpenLesson { .. }
            | Event::LessonMove { .. }
            | Event::OpenLessonChapter { .. }
            | Event::LessonHint
            | Event::LessonRetry
            | Event::LessonSkip
            | Event::LessonPlayEasy => puzzles_and_lessons(m, p, event, fx),
            Event::OpenReview { entry } => review::open_entry(m, p, entry, fx),
            Event::ReviewGame => review::open_game(m, p, fx),
            Event::ReviewAnalysed { .. }
            | Event::ReviewFirst
            | Event::ReviewBack
            | Event::ReviewForward
            | Event::ReviewLast
            | Event::ReviewJump { .. }
            | Event::StartLearning
            | Event::LearnShowSolution
            | Event::LearnSkip
            | Event::CloseLearning => review::update(m, p, event, fx),
            Event::Tap { .. }
            | Event::Play { .. }
            | Event::DragStart { .. }
            | Event::DragEnd { .. }
            | Event::Key { .. }
            | Event::StopChain
            | Event::DescribeBoard
            | Event::Paused
            | Event::Resumed => board_input(m, p, event, fx),
            Event::Undo
            | Event::Redo
            | Event::Hint
            | Event::OpenMoveList
            | Event::CloseMoveList
            | Event::FoldResult { .. }
            | Event::ComputerMoved { .. }
            | Event::AnimationFinished { .. } => game::update::update(m, p, event, fx),
        }
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
                game: Box::new(game::view::build(m, g, self.result_saved(g))),
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
            (ScreenState::Puzzle, _) => match puzzle::view(m) {
                Some(view) => Screen::Puzzle {
                    puzzle: Box::new(view),
                },
                None => Screen::Home {
                    home: home::view(m),
                },
            },
            (ScreenState::Lesson, _) => match lesson::view(m) {
                Some(view) => Screen::Lesson {
                    lesson: Box::new(view),
                },
                None => Screen::Home {
                    home: home::view(m),
                },
            },
            (ScreenState::History, _) => Screen::History {
                history: history::view(m),
            },
            (ScreenState::Review, _) => match &m.review {
                Some(r) => Screen::Review {
                    review: Box::new(review::view::build(m, r)),
                },
                None => Screen::Home {
                    home: home::view(m),
                },
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

    /// The review job an `Effect::StartReview` named, while it is still wanted.
    pub fn review_job(&self, job: u64) -> Option<ReviewTask> {
        review::task(&self.model, job)
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

    /// Waits until every change so far is on disk, fsynced: the terminal before it prints
    /// a move or a result and at every stop, the phones when they go to the background.
    pub fn flush(&self) {
        self.ports.flush();
    }

    /// Flushes, then takes up what the writer reported: a save refused by the disk shows
    /// in the view of the event that made it (the terminal and `script`, which wait for
    /// the disk before they print anyway).
    pub fn flush_and_report(&mut self) {
        self.ports.flush();
        self.take_writer_news();
    }

    /// A handle that flushes from another thread (the terminal's signal handler).
    pub fn flusher(&self) -> Option<Flusher> {
        self.ports.flusher()
    }

    /// Whether the change with this ticket ([`Effect::AwaitSaved`]) is on disk (or was
    /// refused, and told).
    pub fn is_saved(&self, ticket: u64) -> bool {
        self.ports.is_saved(ticket)
    }

    /// What a shell waits on, off the main thread, for an [`Effect::AwaitSaved`].
    pub fn save_waiter(&self, ticket: u64) -> Option<SaveWaiter> {
        self.ports.save_waiter(ticket)
    }

    /// The last save the disk refused, once (the notice says it too): the terminal
    /// prints it at once and tells that the game goes on unsaved.
    pub fn take_save_failure(&mut self) -> Option<SaveFailure> {
        self.take_writer_news();
        self.model.save_failure.take()
    }

    /// The notice of a save failure, as the player reads it.
    pub fn save_failure_text(&self, failure: &SaveFailure) -> String {
        screens::notices::save_failure(self.model.tr, failure)
    }

    /// Attaches an observer told how long each change waited between being shown and
    /// being written (a crash keeps it) and fsynced (a power loss keeps it): the
    /// benchmark's [`LagRecorder`]. False without a store.
    pub fn observe_writes(&self, observer: std::sync::Arc<dyn WriteObserver>) -> bool {
        self.ports.observe_writes(observer)
    }

    /// Every fsync the store made so far, timed: the disk's own latency (the benchmark).
    pub fn fsync_times(&self) -> Vec<std::time::Duration> {
        self.ports.fsync_times()
    }

    /// Whether the result recorded for this game (if any) is on disk.
    fn result_saved(&self, g: &model::GameState) -> bool {
        g.recorded.is_none_or(|r| self.ports.is_saved(r.ticket))
    }

    /// Takes up what the writer reported: refused saves (a notice), and profile ids
    /// another process took meanwhile (the ids the store gave instead).
    fn take_writer_news(&mut self) {
        let failures = self.ports.take_failures();
        for failure in &failures {
            let text = screens::notices::save_failure(self.model.tr, failure);
            puzzle::save_refused(&mut self.model, failure.ticket, &text);
        }
        if let Some(last) = failures.last() {
            log::warn!("app: store writes failed: {failures:?}");
            let text = screens::notices::save_failure(self.model.tr, last);
            self.model.notify(text);
            self.model.save_failure = Some(last.clone());
        }
        for (from, to) in self.ports.take_remaps() {
            self.model.data.remap_profile(from, to);
            if let Some(g) = &mut self.model.game {
                if g.profile == from {
                    g.profile = to;
                }
            }
        }
    }

    /// The position of the match shown, for shells that draw it their own way (the
    /// terminal's text board).
    pub fn position(&self) -> Option<&dyn crate::AnyGame> {
        self.model.game.as_ref().map(|g| g.session.game())
    }

    /// How the match shown was set up (the terminal compares it with its flags).
    pub fn match_setup(&self) -> Option<&MatchSetup> {
        self.model.game.as_ref().map(|g| g.session.setup())
    }

    /// The match shown as a game record (PDN, `session::export_record`), for shells that
    /// write it to a file (the terminal's `play --export`).
    pub fn record(&self) -> Option<String> {
        self.model
            .game
            .as_ref()
            .map(|g| crate::session::export_record(&g.session))
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

/// The home screen, going back, and the screens opened from the menus.
fn menus(m: &mut Model, event: Event, fx: &mut Vec<Effect>) -> bool {
    match event {
        Event::Back if m.on_game_screen() => start::back(m, fx),
        Event::Back if m.on_review_screen() && review::learn::close(m, fx) => {}
        Event::Back => m.back(),
        Event::DismissNotice => m.notice = None,
        // The view reads the writer's acknowledgements itself; the event only says that it
        // may have changed.
        Event::Saved { .. } => {}
        Event::OpenSettings => m.go(ScreenState::Settings),
        Event::OpenProfiles => m.go(ScreenState::Profiles),
        Event::OpenLeaderboard { game } => leaderboard::open(m, game),
        Event::OpenHowToPlay { game } => how_to_play::open(m, &game),
        Event::OpenHistory => history::open(m),
        // `Launch`, `OpenHome` and `Leave`.
        _ => {
            start::leave(m, fx);
            m.go_home();
        }
    }
    true
}

/// The new-game form, and the ways into a game: starting, importing, continuing, a rematch.
fn new_game_form(m: &mut Model, p: &Ports, event: Event, fx: &mut Vec<Effect>) -> bool {
    match event {
        Event::OpenNewGame { game } => new_game::open(m, &game, fx),
        Event::Start => return new_game::start(m, p, fx),
        Event::ImportRecord { text } => new_game::import(m, p, &text, fx),
        Event::Continue { game } => start::continue_saved(m, p, &game, fx),
        Event::Rematch => return start::rematch(m, p, fx),
        // A choice on the form.
        choice => new_game::update(m, choice),
    }
    true
}

/// The settings and the profiles.
fn settings_and_profiles(m: &mut Model, p: &Ports, event: Event) -> bool {
    match event {
        Event::AddProfile { .. }
        | Event::RenameProfile { .. }
        | Event::RemoveProfile { .. }
        | Event::SwitchProfile { .. } => profiles::update(m, p, event),
        // The settings' `Set…` events.
        setting => settings::update(m, p, setting),
    }
    true
}

/// The puzzle and lesson screens.
fn puzzles_and_lessons(m: &mut Model, p: &Ports, event: Event, fx: &mut Vec<Effect>) -> bool {
    match event {
        Event::OpenPuzzle { game, id } => {
            let day = (p.now() / 86_400_000) as i64;
            puzzle::open(m, &game, id.as_deref(), day);
        }
        Event::PuzzleMove { notation } => puzzle::play(m, p, &notation, fx),
        Event::PuzzleHint => puzzle::hint(m),
        Event::PuzzleRetry => puzzle::retry(m),
        Event::PuzzleSolution => puzzle::solution(m, p, fx),
        Event::PuzzleNext => puzzle::next(m, (p.now() / 86_400_000) as i64),
        Event::OpenLesson { game } => lesson::open(m, &game),
        Event::LessonMove { notation } => lesson::play(m, p, &notation, fx),
        Event::OpenLessonChapter { game, chapter } => {
            lesson::open_chapter(m, &game, chapter as usize)
        }
        Event::LessonHint => lesson::hint(m),
        Event::LessonRetry => lesson::retry(m),
        Event::LessonSkip => lesson::skip(m),
        // `LessonPlayEasy`: the lesson's closing game.
        _ => {
            if let Some(setup) = lesson::closing_game(m) {
                match start::start_match(m, p, setup, &[]) {
                    Ok(more) => fx.extend(more),
                    Err(e) => m.notify(m.tr.session_error(&e)),
                }
            }
        }
    }
    true
}

/// An input on a board (a tap, a drag, a key, a typed move, a stop, "describe the board")
/// and the app going to the background and back: to the screen whose board it is. A board
/// without the game screen around it is the review's, a puzzle's or a lesson's, whose
/// screen checks the move.
fn board_input(m: &mut Model, p: &Ports, event: Event, fx: &mut Vec<Effect>) -> bool {
    match event {
        Event::Paused | Event::Resumed if m.on_review_screen() => {
            let changed = review::update(m, p, event.clone(), fx);
            game::update::update(m, p, event, fx) || changed
        }
        Event::DescribeBoard if m.on_puzzle_screen() || m.on_lesson_screen() => {
            fx.extend(board_panel::describe(m));
            false
        }
        Event::Paused | Event::Resumed | Event::DescribeBoard => {
            game::update::update(m, p, event, fx)
        }
        _ if m.on_review_screen() => review::update(m, p, event, fx),
        _ if m.on_puzzle_screen() => puzzle::input(m, p, event, fx),
        _ if m.on_lesson_screen() => lesson::input(m, p, event, fx),
        _ => game::update::update(m, p, event, fx),
    }
}
