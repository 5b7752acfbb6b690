//! Translations: every text the apps show, in the player's language, and the catalogue of
//! games with translated labels.

use std::sync::Arc;

use fireside_core::i18n as t;
use fireside_core::{games, Side as CoreSide};

use crate::error::{guard, FiresideError, Result};
use crate::types::{mirror_enum, EndReason, Level, OptionKind, PieceKind, RenderModel, Role};

mirror_enum! {
    /// A language Fireside is translated into.
    Lang = t::Lang { En, Th, Ko, Fi }
}

mirror_enum! {
    /// Who plays whom, for its name and description.
    ModeKind = t::ModeKind { VsComputer, PassAndPlay, Table }
}

mirror_enum! {
    /// The animation speed setting (`Settings.animation_speed` 0..=3).
    AnimationSpeed = t::AnimationSpeed { Off, Slow, Normal, Fast }
}

mirror_enum! {
    /// Every fixed text without arguments: buttons, menus, titles, settings, prompts.
    TextId = t::Text {
        AppName, NewGame, Continue, Undo, Redo, Hint, MoveList, Rematch, Settings, Profiles,
        Leaderboard, HowToPlay, SoundOn, SoundOff, AnimationSpeed, Language, Quit, Back, Start,
        Resume, Pause, Ok, Cancel, Yes, No, Close, Save, Delete, Rename, Menu, Resign,
        ChooseGame, Rules, Preset, Options, Level, Mode, PlayAs, ResetOptions, MainMenu, Sound,
        LanguageDevice, ShowCoordinates, ShowLegalMoves, ShowLastMove, ConfirmMoves, Vibration,
        ResetStatistics, ResetStatisticsConfirm, ProfileNew, ProfileName, ProfileDefaultName,
        ProfileSwitch, ProfileNoGames, Rating, RatingUnchanged, LeaderboardEmpty,
        LeaderboardPlayer, LeaderboardRating, LeaderboardGames, Statistics, YourTurn,
        ComputerThinking, YouWin, YouLose, Draw, NothingToUndo, NothingToRedo, GameOver,
        SaveRecovered, SaveLost, DamagedPosition, NoHint, AnotherTurn, MustCapture,
        MustContinueCapture, CliHelp, CliCommands, CliTypeMove, CliMovesTitle, CliNamesTitle,
        CliUndone, CliBye, CliResumed, CliRedone, PointMovable, PointSelected, PointTarget,
        PointCapturable, PointLastMove, PointHint,
    }
}

/// Every fixed text id, for screens that list them and for tests.
#[uniffi::export]
pub fn all_text_ids() -> Vec<TextId> {
    t::Text::ALL.iter().map(|&x| x.into()).collect()
}

/// Every language, in the order the language menu lists them.
#[uniffi::export]
pub fn all_langs() -> Vec<Lang> {
    t::Lang::ALL.iter().map(|&l| l.into()).collect()
}

/// The language to show: the one chosen in the settings (a code such as `fi`), else the
/// device's (a BCP 47 tag such as `th-TH`); anything untranslated falls back to English.
#[uniffi::export]
pub fn resolve_lang(setting: Option<String>, device_tag: String) -> Lang {
    let chosen = setting.as_deref().map(t::Lang::negotiate);
    t::Lang::resolve(chosen, &device_tag).into()
}

/// The BCP 47 code of a language (`en`, `th`, `ko`, `fi`), as kept in `Settings.language`.
#[uniffi::export]
pub fn lang_code(lang: Lang) -> String {
    t::Lang::from(lang).code().to_owned()
}

/// The name of a language in that language, for the language menu.
#[uniffi::export]
pub fn language_name(lang: Lang) -> String {
    t::Translator::language_name(lang.into())
}

/// One block of a "How to play" text; the apps style them.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum HowToBlock {
    /// `level` 1 for a section, 2 for a subsection; `id` is the same in every language
    /// (`goal`, `board`, `setup`, `moves`, `end`, `presets`, `tips`…).
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

impl From<t::Block> for HowToBlock {
    fn from(b: t::Block) -> Self {
        match b {
            t::Block::Heading { level, text, id } => HowToBlock::Heading { level, text, id },
            t::Block::Paragraph { text } => HowToBlock::Paragraph { text },
            t::Block::ListItem { text } => HowToBlock::ListItem { text },
        }
    }
}

fn game_id(game: &str) -> Result<t::GameId> {
    t::GameId::from_id(game).ok_or_else(|| FiresideError::UnknownGame {
        name: game.to_owned(),
    })
}

/// One value of a choice option with its label.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct OptionValueInfo {
    pub value: String,
    pub label: String,
}

/// A rules option of a preset, with its default value there and translated labels.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct OptionInfo {
    pub key: String,
    pub name: String,
    pub description: String,
    pub kind: OptionKind,
    /// The value in this preset.
    pub default_value: String,
    /// The labelled values of a choice (empty for a number).
    pub values: Vec<OptionValueInfo>,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PresetInfo {
    pub id: String,
    pub name: String,
    pub description: String,
    pub options: Vec<OptionInfo>,
}

/// A game of the catalogue.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameInfo {
    /// The id of `MatchSetup.game`.
    pub id: String,
    pub name: String,
    pub description: String,
    /// The roles of side one and side two, in that order.
    pub roles: Vec<Role>,
    /// The preset used when `MatchSetup.preset` is `None` (the first of `presets`).
    pub default_preset: String,
    pub presets: Vec<PresetInfo>,
}

/// Looks up texts in one language. Cheap to make; thread-safe.
#[derive(uniffi::Object)]
pub struct Translator {
    tr: t::Translator,
}

impl Translator {
    fn option_info(&self, game: t::GameId, spec: fireside_core::OptionSpec) -> OptionInfo {
        let tr = self.tr;
        let values = match &spec.kind {
            fireside_core::OptionKind::Choice { values } => values
                .iter()
                .map(|v| OptionValueInfo {
                    value: v.clone(),
                    label: tr.option_value(v).unwrap_or_else(|| v.clone()),
                })
                .collect(),
            fireside_core::OptionKind::Number { .. } => Vec::new(),
        };
        OptionInfo {
            name: tr
                .option_name(game, &spec.key)
                .unwrap_or_else(|| spec.key.clone()),
            description: tr.option_description(game, &spec.key).unwrap_or_default(),
            key: spec.key,
            kind: spec.kind.into(),
            default_value: spec.value,
            values,
        }
    }

    fn game_info(&self, entry: &games::GameEntry) -> Result<GameInfo> {
        let tr = self.tr;
        let id = game_id(entry.id)?;
        let names = (entry.preset_names)();
        let mut presets = Vec::new();
        let mut roles = Vec::new();
        for &name in names {
            let start = (entry.start)(Some(name), &[])?;
            if roles.is_empty() {
                roles = CoreSide::BOTH
                    .iter()
                    .map(|&s| start.role(s).into())
                    .collect();
            }
            presets.push(PresetInfo {
                id: name.to_owned(),
                name: tr.preset_name(id, name).unwrap_or_else(|| name.to_owned()),
                description: tr.preset_description(id, name).unwrap_or_default(),
                options: start
                    .options()
                    .into_iter()
                    .map(|o| self.option_info(id, o))
                    .collect(),
            });
        }
        Ok(GameInfo {
            id: entry.id.to_owned(),
            name: tr.game_name(id),
            description: tr.game_description(id),
            roles,
            default_preset: names.first().map(|n| (*n).to_owned()).unwrap_or_default(),
            presets,
        })
    }
}

#[uniffi::export]
impl Translator {
    #[uniffi::constructor]
    pub fn new(lang: Lang) -> Arc<Translator> {
        Arc::new(Translator {
            tr: t::Translator::new(lang.into()),
        })
    }

    pub fn lang(&self) -> Lang {
        self.tr.lang().into()
    }

    /// The games in the order the home screen shows them, with presets and options.
    pub fn catalogue(&self) -> Result<Vec<GameInfo>> {
        guard(|| games::GAMES.iter().map(|e| self.game_info(e)).collect())
    }

    /// One game of the catalogue.
    pub fn game(&self, game: String) -> Result<GameInfo> {
        guard(|| self.game_info(games::find(&game)?))
    }

    pub fn text(&self, id: TextId) -> String {
        self.tr.text(id.into())
    }

    /// A number written the way this language writes it.
    pub fn number(&self, n: i64) -> String {
        self.tr.number(n)
    }

    pub fn game_name(&self, game: String) -> Result<String> {
        guard(|| Ok(self.tr.game_name(game_id(&game)?)))
    }

    pub fn game_description(&self, game: String) -> Result<String> {
        guard(|| Ok(self.tr.game_description(game_id(&game)?)))
    }

    /// The name of a preset; `UnknownPreset` when the texts do not know it.
    pub fn preset_name(&self, game: String, preset: String) -> Result<String> {
        guard(|| {
            self.tr
                .preset_name(game_id(&game)?, &preset)
                .ok_or(FiresideError::UnknownPreset { name: preset })
        })
    }

    pub fn option_name(&self, game: String, option: String) -> Result<String> {
        guard(|| {
            self.tr
                .option_name(game_id(&game)?, &option)
                .ok_or(FiresideError::UnknownOption { key: option })
        })
    }

    /// The label of an option value (`on`, `alternate`, a number…); the value itself when
    /// the texts have no label for it.
    pub fn option_value(&self, value: String) -> String {
        self.tr.option_value(&value).unwrap_or(value)
    }

    pub fn role_name(&self, role: Role) -> String {
        self.tr.role_name(role.into())
    }

    pub fn level_name(&self, level: Level) -> String {
        self.tr.level_name(level.into())
    }

    pub fn level_description(&self, level: Level) -> String {
        self.tr.level_description(level.into())
    }

    pub fn mode_name(&self, mode: ModeKind) -> String {
        self.tr.mode_name(mode.into())
    }

    pub fn mode_description(&self, mode: ModeKind) -> String {
        self.tr.mode_description(mode.into())
    }

    pub fn animation_speed(&self, speed: AnimationSpeed) -> String {
        self.tr.animation_speed(speed.into())
    }

    /// The status line of a render model: "Fox to move", "The geese win! …".
    pub fn match_status(&self, model: RenderModel) -> Result<String> {
        guard(|| {
            // The core words the status from the status and the nameplates only.
            let plates: Vec<fireside_core::session::Nameplate> =
                model.nameplates.iter().map(Into::into).collect();
            if plates.len() != 2 {
                return Err(FiresideError::invalid("a render model has two nameplates"));
            }
            let nameplates = plates;
            let core = fireside_core::session::RenderModel {
                game: model.game,
                kind: model.kind.into(),
                aspect: model.aspect,
                points: Vec::new(),
                lines: Vec::new(),
                pieces: Vec::new(),
                highlights: Default::default(),
                counters: Vec::new(),
                nameplates,
                turn: model.turn.into(),
                status: model.status.into(),
                status_turned: model.status_turned,
                rotated: model.rotated,
                can_undo: model.can_undo,
                can_redo: model.can_redo,
                move_list: Vec::new(),
            };
            Ok(self.tr.match_status(&core))
        })
    }

    /// Any error of the bindings as the player reads it.
    pub fn error_message(&self, error: FiresideError) -> String {
        match error.to_session_error() {
            Some(e) => self.tr.session_error(&e),
            None => match error {
                FiresideError::Storage { .. } => self.tr.text(t::Text::SaveLost),
                _ => self.tr.text(t::Text::DamagedPosition),
            },
        }
    }

    /// Why an input changed nothing.
    pub fn input_error(&self, reason: crate::types::InputErrorKind) -> String {
        self.tr.input_error(reason.into())
    }

    /// The headline of a result: "The geese win!" (`None`: "Draw").
    pub fn result_headline(&self, winner: Option<Role>) -> String {
        self.tr.result_headline(winner.map(Into::into))
    }

    /// Why a game ended, naming the winner (`None` for a draw).
    pub fn end_reason(&self, reason: EndReason, winner: Option<Role>) -> String {
        self.tr.end_reason(reason.into(), winner.map(Into::into))
    }

    /// A counter with its value ("9 geese left"); `None` for a counter without a label.
    pub fn counter(&self, counter: String, value: i64) -> Option<String> {
        self.tr.counter(&counter, value)
    }

    /// Sungka's final count.
    pub fn sungka_score(&self, player_one: i64, player_two: i64) -> String {
        self.tr.sungka_score(player_one, player_two)
    }

    pub fn rating_change(&self, points: i64) -> String {
        self.tr.rating_change(points)
    }

    pub fn rating(&self, rating: i64) -> String {
        self.tr.rating(rating)
    }

    pub fn wins_at_level(&self, level: Level, wins: i64) -> String {
        self.tr.wins_at_level(level.into(), wins)
    }

    pub fn record(&self, wins: i64, draws: i64, losses: i64) -> String {
        self.tr.record(wins, draws, losses)
    }

    pub fn games_played(&self, count: i64) -> String {
        self.tr.games_played(count)
    }

    pub fn leaderboard_rank(&self, rank: i64) -> String {
        self.tr.leaderboard_rank(rank)
    }

    pub fn delete_profile_question(&self, name: String) -> String {
        self.tr.delete_profile_question(&name)
    }

    pub fn hint(&self, notation: String) -> String {
        self.tr.hint(&notation)
    }

    pub fn computer_played(&self, notation: String) -> String {
        self.tr.computer_played(&notation)
    }

    pub fn move_number(&self, n: i64) -> String {
        self.tr.move_number(n)
    }

    pub fn piece_name(&self, kind: PieceKind) -> String {
        self.tr.piece_name(kind.into())
    }

    /// A point for screen readers: "d4, fox" or "d4, empty".
    pub fn describe_point(&self, point: String, piece: Option<PieceKind>) -> String {
        self.tr.describe_point(&point, piece.map(Into::into))
    }

    /// A Sungka house for screen readers: "house 3, 7 shells" (`own`: the listener's row).
    pub fn describe_house(&self, number: i64, shells: i64, own: bool) -> String {
        self.tr.describe_house(number, shells, own)
    }

    /// A Sungka store for screen readers: "your store, 12 shells".
    pub fn describe_store(&self, shells: i64, own: bool) -> String {
        self.tr.describe_store(shells, own)
    }

    /// A store named by its owner, when nobody is "you" (pass and play).
    pub fn describe_store_of(&self, owner: Role, shells: i64) -> String {
        self.tr.describe_store_of(owner.into(), shells)
    }

    /// Announces a move for screen readers: "Fox: d4 to d3".
    pub fn describe_move(&self, role: Role, notation: String) -> String {
        self.tr.describe_move(role.into(), &notation)
    }

    /// The "How to play" of a game.
    pub fn how_to_play(&self, game: String) -> Result<Vec<HowToBlock>> {
        guard(|| {
            Ok(t::how_to_play(game_id(&game)?, self.tr.lang())
                .into_iter()
                .map(Into::into)
                .collect())
        })
    }
}
