//! The app's state: the screen shown, the game in progress, the app's data, the notice, and
//! the counters that give jobs, animations and matches their ids. Screens change it; views
//! are built from it; nothing here talks to the disk or the clock (see `ports/`).

pub(super) mod form;
pub(super) mod game;
pub(super) mod review;
pub(super) mod save;

use std::collections::BTreeMap;

use super::contract::FeedbackTone;
use crate::i18n::{Lang, Translator};
use crate::store::{IoDenial, Profile, Profiles, SavedMatch, Settings, Store, HISTORY_LEN};

use form::Form;
pub use game::SearchTask;
pub(super) use game::{GameState, JobKind, Pending, Recorded};

/// The screen shown, with what it needs besides the data (its view is a
/// [`super::contract::Screen`]).
#[derive(Clone, Debug)]
pub(super) enum ScreenState {
    Home,
    NewGame(Box<Form>),
    Game,
    Settings,
    Profiles,
    Leaderboard(Option<String>),
    HowToPlay(String),
    Puzzle,
    Lesson,
    /// The finished games kept.
    History,
    /// The review of a game (`Model::review`).
    Review,
}

pub(super) struct Model {
    pub tr: Translator,
    /// A language forced for this run, and the device's (see `AppConfig`).
    pub forced_language: Option<String>,
    pub device_language: String,
    pub data: Data,
    pub screen: ScreenState,
    /// Where `Back` goes from the current screen.
    pub came_from: Vec<ScreenState>,
    pub game: Option<GameState>,
    /// The review on the review screen.
    pub review: Option<review::ReviewState>,
    pub notice: Option<String>,
    /// The last save the disk refused since the shell asked (`App::take_save_failure`).
    pub save_failure: Option<SaveFailure>,
    pub ids: Ids,
    /// The puzzle being solved and the lesson being played (their screens).
    pub puzzle: Option<PuzzleState>,
    pub lesson: Option<LessonState>,
    /// Table mode is offered: the screen is large enough for two players across it
    /// (`AppConfig.screen_dp`).
    pub offers_table: bool,
}

/// A puzzle on its screen.
#[derive(Debug)]
pub(super) struct PuzzleState {
    pub set: crate::puzzles::PuzzleSet,
    pub attempt: crate::puzzles::player::Attempt,
    /// The board the player touches, standing at the attempt's position.
    pub board: GameState,
    pub message: Option<String>,
    pub tone: FeedbackTone,
    /// The hint drawn on the board: the piece's point, then the move's path.
    pub hint_path: Vec<u8>,
    /// The attempt has been counted in the rating (once).
    pub counted: bool,
    /// What counting it did to the rating (rounded points), `None` when it moved nothing
    /// (the puzzle was attempted before, or not counted yet).
    pub rating_change: Option<i64>,
    /// The day (since 1970) whose daily puzzle this is; `None` for any other puzzle.
    pub daily: Option<i64>,
    /// The counted attempt's save, until the writer has it on disk: its ticket and the
    /// progress before it, put back if the disk refuses the save (the screen then says
    /// so instead of a rating that is not kept).
    pub unsaved: Option<(u64, crate::puzzles::select::Progress)>,
}

/// A lesson on its screen.
#[derive(Debug)]
pub(super) struct LessonState {
    pub player: crate::lessons::LessonPlayer,
    /// The board of the step, standing at its position (none at the closing game).
    pub board: Option<GameState>,
    pub message: Option<String>,
    pub tone: FeedbackTone,
    /// The last sowing told hand by hand (Sungka).
    pub sowing: Vec<String>,
}

impl Model {
    pub fn new(data: Data, forced_language: Option<String>, device_language: String) -> Model {
        let mut model = Model {
            tr: Translator::new(Lang::En),
            forced_language,
            device_language,
            data,
            screen: ScreenState::Home,
            came_from: Vec::new(),
            game: None,
            review: None,
            notice: None,
            save_failure: None,
            ids: Ids::default(),
            puzzle: None,
            lesson: None,
            offers_table: true,
        };
        model.tr = model.translator();
        model
    }

    /// The translator of the forced language, else the settings', else the device's.
    pub fn translator(&self) -> Translator {
        let setting = self
            .forced_language
            .clone()
            .or_else(|| self.data.settings.language.clone())
            .map(|t| Lang::negotiate(&t));
        Translator::new(Lang::resolve(setting, &self.device_language))
    }

    /// Opens a screen above the current one (`Back` returns). The same screen opened over
    /// itself (the next puzzle, another game's rules, a double tap) takes its place, so
    /// Back never returns to a copy of the screen it leaves.
    pub fn go(&mut self, screen: ScreenState) {
        if std::mem::discriminant(&self.screen) == std::mem::discriminant(&screen) {
            self.screen = screen;
            return;
        }
        let old = std::mem::replace(&mut self.screen, screen);
        // From the game, Back returns to the game (its search goes on meanwhile).
        self.came_from.push(old);
        // Back never leads into a form twice or grows without end.
        self.came_from.truncate(8);
    }

    /// The home screen, with nothing to go back to.
    pub fn go_home(&mut self) {
        self.screen = ScreenState::Home;
        self.came_from.clear();
    }

    /// One screen up (a screen over a game that has ended meanwhile goes home).
    pub fn back(&mut self) {
        self.screen = self.came_from.pop().unwrap_or(ScreenState::Home);
        if matches!(self.screen, ScreenState::Game) && self.game.is_none() {
            self.screen = ScreenState::Home;
        }
    }

    pub fn on_review_screen(&self) -> bool {
        matches!(self.screen, ScreenState::Review)
    }

    pub fn on_puzzle_screen(&self) -> bool {
        matches!(self.screen, ScreenState::Puzzle) && self.puzzle.is_some()
    }

    pub fn on_lesson_screen(&self) -> bool {
        matches!(self.screen, ScreenState::Lesson) && self.lesson.is_some()
    }

    pub fn on_game_screen(&self) -> bool {
        matches!(self.screen, ScreenState::Game)
    }

    pub fn notify(&mut self, text: String) {
        self.notice = Some(text);
    }
}

/// A save the disk refused, for the notice and for the terminal to print.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveFailure {
    pub denial: IoDenial,
    /// The store's words, for the log.
    pub detail: String,
    /// The change refused (its ticket from `Ports::persist`); 0 for an fsync refused.
    pub ticket: u64,
}

/// The counters behind the ids of search jobs, animations and matches.
#[derive(Debug)]
pub(super) struct Ids {
    next_job: u64,
    next_animation: u64,
    matches_started: u64,
}

impl Default for Ids {
    fn default() -> Self {
        Ids {
            next_job: 1,
            next_animation: 1,
            matches_started: 0,
        }
    }
}

impl Ids {
    pub fn job(&mut self) -> u64 {
        let id = self.next_job;
        self.next_job += 1;
        id
    }

    pub fn animation(&mut self) -> u64 {
        let id = self.next_animation;
        self.next_animation += 1;
        id
    }

    /// A new number for each seed and match id asked for.
    pub fn match_number(&mut self) -> u64 {
        self.matches_started += 1;
        self.matches_started
    }
}

/// The data the app shows, kept in step with what it queued for the store.
#[derive(Clone, Debug, Default)]
pub(super) struct Data {
    pub settings: Settings,
    pub profiles: Profiles,
    /// The match in progress of each game.
    pub saved: BTreeMap<String, SavedMatch>,
    /// The finished games, oldest first (the store keeps the last [`HISTORY_LEN`]).
    pub history: Vec<SavedMatch>,
}

impl Data {
    pub fn load(store: &Store) -> Data {
        Data {
            settings: store.settings(),
            profiles: store.profiles_data(),
            saved: store
                .saved_matches()
                .into_iter()
                .map(|m| (m.game.clone(), m))
                .collect(),
            history: store.history(),
        }
    }

    /// Mirrors [`Store::finish_match`]: the finished match joins the history.
    /// Mirrors [`crate::store::History::add_once`]: a match is listed once.
    pub fn add_finished(&mut self, finished: SavedMatch) {
        if let Some(id) = finished.match_id().map(str::to_owned) {
            self.history.retain(|f| f.match_id() != Some(id.as_str()));
        }
        self.history.push(finished);
        let excess = self.history.len().saturating_sub(HISTORY_LEN);
        self.history.drain(..excess);
    }

    pub fn active_profile(&self) -> &Profile {
        self.profiles.get_or_first(self.settings.active_profile)
    }

    /// Mirrors [`Store::add_profile`]: the same id comes out.
    pub fn add_profile(&mut self, name: &str) -> u32 {
        self.profiles.add(name)
    }

    /// The store gave the profile shown as `from` the id `to` (another process took
    /// `from` meanwhile): this copy follows the disk.
    pub fn remap_profile(&mut self, from: u32, to: u32) {
        let taken = self.profiles.contains(to);
        if let Some(p) = self.profiles.get_mut(from) {
            if taken {
                log::error!("app: profile id {to} is shown already; {from} kept");
                return;
            }
            p.id = to;
        }
        self.profiles.next_id = self.profiles.next_id.max(to.wrapping_add(1));
        if self.settings.active_profile == from {
            self.settings.active_profile = to;
        }
        for m in self.saved.values_mut() {
            if m.profile == from {
                m.profile = to;
            }
            if m.data.get("profile").and_then(|v| v.as_u64()) == Some(u64::from(from)) {
                m.data["profile"] = to.into();
            }
        }
    }
}
