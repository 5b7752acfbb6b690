//! Typed names for everything a player reads, so every key is derived in one place and a
//! missing translation is a failing test (each list below is checked against every
//! language), not a surprise on a player's screen.

use serde::{Deserialize, Serialize};

use crate::board::PieceKind;
use crate::game::{EndReason, Role};
use crate::games::{GameEntry, GAMES};
use crate::session::ModeKind;
use crate::store::AnimationSpeed;

/// Declares a fieldless enum with its list of variants and the Fluent key of each.
macro_rules! keyed_enum {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident => $key:literal,)* }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(rename_all = "kebab-case")]
        #[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
        pub enum $name {
            $($(#[$vmeta])* $variant,)*
        }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// The Fluent key (or, for identifiers, the key's distinctive part).
            pub fn key(self) -> &'static str {
                match self {
                    $($name::$variant => $key,)*
                }
            }
        }
    };
}

/// A game of [`GAMES`], by its entry: there is no list of games but that one.
#[derive(Clone, Copy, Debug)]
pub struct GameId(&'static GameEntry);

impl GameId {
    /// Every game, in the order of [`GAMES`].
    pub fn all() -> impl ExactSizeIterator<Item = GameId> {
        GAMES.iter().map(GameId)
    }

    /// The identifier used on the command line, in saves and in the translations' keys.
    pub fn id(self) -> &'static str {
        self.0.id
    }

    /// The Fluent key's distinctive part (the identifier).
    pub fn key(self) -> &'static str {
        self.0.id
    }

    pub fn from_id(id: &str) -> Option<GameId> {
        GAMES.iter().find(|g| g.id == id).map(GameId)
    }

    /// What the game registered.
    pub fn entry(self) -> &'static GameEntry {
        self.0
    }
}

impl PartialEq for GameId {
    fn eq(&self, other: &GameId) -> bool {
        self.0.id == other.0.id
    }
}

impl Eq for GameId {}

impl std::hash::Hash for GameId {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.id.hash(state);
    }
}

/// The computer's levels are the engine's; this names their keys.
pub use crate::engine::Level;

/// The Fluent key of a level.
pub fn level_key(level: Level) -> &'static str {
    match level {
        Level::Easy => "level-easy",
        Level::Normal => "level-normal",
        Level::Expert => "level-expert",
    }
}

/// The Fluent key of a mode (the session's).
pub fn mode_key(mode: ModeKind) -> &'static str {
    match mode {
        ModeKind::VsComputer => "mode-vs-computer",
        ModeKind::PassAndPlay => "mode-pass-and-play",
        ModeKind::Table => "mode-table",
    }
}

/// The Fluent key of an animation speed (the settings').
pub fn animation_speed_key(speed: AnimationSpeed) -> &'static str {
    match speed {
        AnimationSpeed::Off => "animation-off",
        AnimationSpeed::Slow => "animation-slow",
        AnimationSpeed::Normal => "animation-normal",
        AnimationSpeed::Fast => "animation-fast",
    }
}

keyed_enum! {
    /// Every fixed text without arguments: buttons, menus, titles, settings, prompts.
    Text {
        AppName => "app-name",
        NewGame => "label-new-game",
        Continue => "label-continue",
        Undo => "label-undo",
        Redo => "label-redo",
        Hint => "label-hint",
        MoveList => "label-move-list",
        NoMovesYet => "label-no-moves-yet",
        Rematch => "label-rematch",
        Settings => "label-settings",
        Profiles => "label-profiles",
        Leaderboard => "label-leaderboard",
        HowToPlay => "label-how-to-play",
        SoundOn => "label-sound-on",
        SoundOff => "label-sound-off",
        AnimationSpeed => "label-animation-speed",
        Language => "label-language",
        Quit => "label-quit",
        Back => "label-back",
        Start => "label-start",
        Resume => "label-resume",
        Pause => "label-pause",
        Ok => "label-ok",
        Cancel => "label-cancel",
        Yes => "label-yes",
        No => "label-no",
        Close => "label-close",
        Save => "label-save",
        Delete => "label-delete",
        Rename => "label-rename",
        Menu => "label-menu",
        Resign => "label-resign",
        ChooseGame => "label-choose-game",
        Rules => "label-rules",
        Preset => "label-preset",
        Options => "label-options",
        Level => "label-level",
        Mode => "label-mode",
        PlayAs => "label-play-as",
        ResetOptions => "label-reset-options",
        MainMenu => "label-main-menu",
        Sound => "settings-sound",
        LanguageDevice => "settings-language-device",
        ShowCoordinates => "settings-show-coordinates",
        ShowLegalMoves => "settings-show-legal-moves",
        ShowLastMove => "settings-show-last-move",
        ConfirmMoves => "settings-confirm-moves",
        Vibration => "settings-vibration",
        ResetStatistics => "settings-reset-statistics",
        ResetStatisticsConfirm => "settings-reset-statistics-confirm",
        ProfileNew => "profile-new",
        ProfileName => "profile-name",
        ProfileDefaultName => "profile-default-name",
        ProfileSwitch => "profile-switch",
        ProfileNoGames => "profile-no-games",
        Rating => "profile-rating",
        RatingUnchanged => "rating-unchanged",
        LeaderboardEmpty => "leaderboard-empty",
        LeaderboardPlayer => "leaderboard-player",
        LeaderboardRating => "leaderboard-rating",
        LeaderboardGames => "leaderboard-games",
        Statistics => "stats-title",
        YourTurn => "status-your-turn",
        ComputerThinking => "status-computer-thinking",
        YouWin => "result-you-win",
        YouLose => "result-you-lose",
        Draw => "result-draw",
        NothingToUndo => "error-nothing-to-undo",
        NothingToRedo => "error-nothing-to-redo",
        GameOver => "error-game-over",
        SaveRecovered => "error-save-recovered",
        SaveLost => "error-save-lost",
        DamagedPosition => "error-damaged-position",
        NoHint => "hint-none",
        AnotherTurn => "sungka-another-turn",
        MustCapture => "dama-must-capture",
        MustContinueCapture => "dama-must-continue",
        CliHelp => "cli-help",
        CliCommands => "cli-commands",
        CliTypeMove => "cli-type-move",
        CliMovesTitle => "cli-moves-title",
        CliNamesTitle => "cli-names-title",
        CliUndone => "cli-undone",
        CliBye => "cli-bye",
        CliResumed => "cli-resumed",
        CliRedone => "cli-redone",
        CliNext => "cli-next",
        CliWhichGame => "cli-which-game",
        CliContinueOrNew => "cli-continue-or-new",
        // What TalkBack says about a point besides its name and piece (the Android app).
        PointMovable => "a11y-state-movable",
        PointSelected => "a11y-state-selected",
        PointTarget => "a11y-state-target",
        PointCapturable => "a11y-state-capturable",
        PointLastMove => "a11y-state-last-move",
        PointHint => "a11y-state-hint",
        // Game review and learning from mistakes.
        Review => "label-review",
        History => "label-history",
        ReviewTitle => "review-title",
        ReviewProven => "review-proven",
        LearnTitle => "review-learn-title",
        LearnAccepted => "review-learn-accepted",
        LearnRejected => "review-learn-rejected",
        LearnShowSolution => "review-learn-show-solution",
        LearnSkip => "review-learn-skip",
        LearnNone => "review-learn-none",
        LearnNext => "review-learn-next",
        LearnFinished => "review-learn-finished",
        ReviewStart => "review-start",
        ReviewFirst => "review-first",
        ReviewPrevious => "review-previous",
        ReviewNext => "review-next",
        ReviewLast => "review-last",
        HistoryEmpty => "history-empty",
        CliReviewOffer => "cli-review-offer",
    }
}

/// The key of a review mark's name.
pub fn review_mark_key(mark: crate::review::Mark) -> String {
    format!("review-mark-{}", mark.id())
}

/// The key of why a move got its mark.
pub fn review_reason_key(reason: crate::review::Reason) -> &'static str {
    use crate::review::Reason;
    match reason {
        Reason::LostProvenWin => "review-reason-lost-proven-win",
        Reason::LostProvenDraw => "review-reason-lost-proven-draw",
        Reason::SlowerWin => "review-reason-slower-win",
        Reason::AlreadyLost => "review-reason-already-lost",
    }
}

/// The key of a role's name (`Fox`, `Geese`, `Player 1`, `White`…).
pub fn role_key(role: Role) -> &'static str {
    match role {
        Role::Fox => "role-fox",
        Role::Geese => "role-geese",
        Role::Hounds => "role-hounds",
        Role::Hare => "role-hare",
        Role::PlayerOne => "role-player-one",
        Role::PlayerTwo => "role-player-two",
        Role::White => "role-white",
        Role::Black => "role-black",
    }
}

/// A role's identifier as messages select on it (`$role`, `$winner`).
pub fn role_id(role: Role) -> &'static str {
    &role_key(role)["role-".len()..]
}

pub const ALL_ROLES: [Role; 8] = [
    Role::Fox,
    Role::Geese,
    Role::Hounds,
    Role::Hare,
    Role::PlayerOne,
    Role::PlayerTwo,
    Role::White,
    Role::Black,
];

/// The key of the sentence explaining an ending (argument `$winner`: a role id or `none`).
pub fn end_reason_key(reason: EndReason) -> &'static str {
    match reason {
        EndReason::FoxTrapped => "end-reason-fox-trapped",
        EndReason::GeeseCaptured => "end-reason-geese-captured",
        EndReason::GeeseBlocked => "end-reason-geese-blocked",
        EndReason::NoProgress => "end-reason-no-progress",
        EndReason::Repetition => "end-reason-repetition",
        EndReason::HareTrapped => "end-reason-hare-trapped",
        EndReason::HareEscaped => "end-reason-hare-escaped",
        EndReason::HoundsStalled => "end-reason-hounds-stalled",
        EndReason::HoundsBlocked => "end-reason-hounds-blocked",
        EndReason::HousesEmpty => "end-reason-houses-empty",
        EndReason::RepetitionCounted => "end-reason-repetition-counted",
        EndReason::NoPieces => "end-reason-no-pieces",
        EndReason::NoMoves => "end-reason-no-moves",
        EndReason::MoveLimit => "end-reason-move-limit",
    }
}

pub const ALL_END_REASONS: [EndReason; 14] = [
    EndReason::FoxTrapped,
    EndReason::GeeseCaptured,
    EndReason::GeeseBlocked,
    EndReason::NoProgress,
    EndReason::Repetition,
    EndReason::HareTrapped,
    EndReason::HareEscaped,
    EndReason::HoundsStalled,
    EndReason::HoundsBlocked,
    EndReason::HousesEmpty,
    EndReason::RepetitionCounted,
    EndReason::NoPieces,
    EndReason::NoMoves,
    EndReason::MoveLimit,
];

/// The key of a piece's name, for accessibility descriptions; shells are counted instead.
pub fn piece_key(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Fox => "piece-fox",
        PieceKind::Goose => "piece-goose",
        PieceKind::Hound => "piece-hound",
        PieceKind::Hare => "piece-hare",
        PieceKind::WhiteMan => "piece-white-man",
        PieceKind::WhiteKing => "piece-white-king",
        PieceKind::BlackMan => "piece-black-man",
        PieceKind::BlackKing => "piece-black-king",
        PieceKind::Shells { .. } => "piece-shells",
    }
}

pub const ALL_PIECES: [PieceKind; 9] = [
    PieceKind::Fox,
    PieceKind::Goose,
    PieceKind::Hound,
    PieceKind::Hare,
    PieceKind::WhiteMan,
    PieceKind::WhiteKing,
    PieceKind::BlackMan,
    PieceKind::BlackKing,
    PieceKind::Shells { count: 7 },
];

/// The counters games report (`Game::counters`) that have a label.
pub const KNOWN_COUNTERS: &[&str] = &[
    "geese-left",
    "captured",
    "captures-to-win",
    "no-progress",
    "no-progress-limit",
    "stall",
    "stall-limit",
    "store-1",
    "store-2",
    "houses-1",
    "houses-2",
    "white-men",
    "white-kings",
    "black-men",
    "black-kings",
    "quiet-plies",
];

pub fn game_key(game: GameId) -> String {
    format!("game-{}", game.id())
}

pub fn preset_key(game: GameId, preset: &str) -> String {
    format!("preset-{}-{preset}", game.id())
}

pub fn option_key(game: GameId, option: &str) -> String {
    format!("option-{}-{option}", game.id())
}

pub fn option_value_key(value: &str) -> String {
    format!("option-value-{value}")
}

pub fn counter_key(counter: &str) -> String {
    format!("counter-{counter}")
}

/// A counter's short words in a player's band (the band says whose it is).
pub fn band_counter_key(counter: &str) -> String {
    format!("band-counter-{counter}")
}

/// The counters with short words for the bands.
pub const BAND_COUNTERS: &[&str] = &[
    "captured",
    "no-progress",
    "stall",
    "store-1",
    "store-2",
    "white-men",
    "white-kings",
    "black-men",
    "black-kings",
    "quiet-plies",
];
