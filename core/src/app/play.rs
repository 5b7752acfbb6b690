//! The game screen: the match, the computer's turn and hints as search jobs, moves, undo,
//! the end of the game.

use serde::{Deserialize, Serialize};

use super::view::{AnimationStep, AnimationView};
use super::{App, Effect, Event, Haptic, Op, Place, Sound};
use crate::game::MoveDetail;
use crate::games;
use crate::session::{
    InputError, InputOutcome, Match, MatchSetup, Mode, MoveAnimation, SearchJob, SessionError,
};
use crate::store::SavedMatch;

/// What a search job is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum JobKind {
    Computer,
    Hint,
}

#[derive(Clone, Debug)]
pub(super) struct Pending {
    pub id: u64,
    pub kind: JobKind,
    pub job: SearchJob,
    pub time_scale: f64,
}

/// The result recorded for the profile at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Recorded {
    pub points: u32,
}

#[derive(Debug)]
pub(super) struct GameState {
    pub m: Match,
    /// Unique per match: the key of its result in the store.
    pub id: String,
    /// Whether a win earns rating points (see `form::is_rated`).
    pub rated: bool,
    /// The profile playing (against the computer: the human side; else the bottom side).
    pub profile: u32,
    pub pending: Option<Pending>,
    /// A refused input, the hint, or what the computer played.
    pub message: Option<String>,
    pub recorded: Option<Recorded>,
    pub move_list_open: bool,
    pub animation: Option<AnimationView>,
    pub paused: bool,
}

impl GameState {
    /// A match just opened on the game screen: nothing pending, nothing shown yet.
    pub fn new(m: Match, id: String, rated: bool, profile: u32) -> GameState {
        GameState {
            m,
            id,
            rated,
            profile,
            pending: None,
            message: None,
            recorded: None,
            move_list_open: false,
            animation: None,
            paused: false,
        }
    }

    /// Makes `job` the pending search under the next job id, and asks the shell to run it.
    fn start_search(
        &mut self,
        next_job: &mut u64,
        kind: JobKind,
        job: SearchJob,
        time_scale: f64,
        fx: &mut Vec<Effect>,
    ) {
        let id = *next_job;
        *next_job += 1;
        self.pending = Some(Pending {
            id,
            kind,
            job,
            time_scale,
        });
        fx.push(Effect::StartSearch { job: id });
    }

    pub fn is_thinking(&self) -> bool {
        self.pending
            .as_ref()
            .is_some_and(|p| p.kind == JobKind::Computer)
    }

    pub fn is_hinting(&self) -> bool {
        self.pending
            .as_ref()
            .is_some_and(|p| p.kind == JobKind::Hint)
    }
}

/// What the store keeps of a match in progress: the session's save plus the app's keys.
#[derive(Serialize, Deserialize)]
pub(super) struct AppSave {
    pub id: String,
    pub rated: bool,
    pub profile: u32,
    #[serde(rename = "match")]
    pub data: serde_json::Value,
}

/// Reads a saved match: the app's format, or a bare session save from an older version
/// (then keyed by its game and time, and rated by its setup).
pub(super) fn load_saved(saved: &SavedMatch) -> Result<(Match, AppSave), SessionError> {
    if let Ok(s) = serde_json::from_value::<AppSave>(saved.data.clone()) {
        let m = Match::load(&s.data)?;
        return Ok((m, s));
    }
    let m = Match::load(&saved.data)?;
    let rated = games::find(&m.setup().game)
        .map(|e| super::form::is_rated(m.setup(), e, false))
        .unwrap_or(false);
    let s = AppSave {
        id: format!("{}:{}", saved.game, saved.saved_at),
        rated,
        profile: saved.profile,
        data: saved.data.clone(),
    };
    Ok((m, s))
}

fn is_capture(anim: &MoveAnimation) -> bool {
    !anim.captured.is_empty() || anim.detail.as_ref().is_some_and(MoveDetail::captures)
}

impl App {
    pub(super) fn snapshot(&self, g: &GameState) -> SavedMatch {
        let save = AppSave {
            id: g.id.clone(),
            rated: g.rated,
            profile: g.profile,
            data: g.m.save(),
        };
        SavedMatch {
            game: g.m.setup().game.clone(),
            profile: g.profile,
            saved_at: crate::store::now_millis(),
            data: serde_json::to_value(save).unwrap_or(serde_json::Value::Null),
        }
    }

    /// Saves the match in progress (after every move, undo and redo).
    fn save_game(&mut self) {
        let Some(g) = &self.game else { return };
        let saved = self.snapshot(g);
        self.data.saved.insert(saved.game.clone(), saved.clone());
        self.persist(Op::SaveMatch(saved));
    }

    pub(super) fn begin(
        &mut self,
        m: Match,
        id: String,
        rated: bool,
        profile: u32,
        fx: &mut Vec<Effect>,
    ) {
        self.leave_game(fx);
        self.game = Some(GameState::new(m, id, rated, profile));
        self.place = Place::Game;
        let over = self.game.as_ref().is_some_and(|g| g.m.outcome().is_over());
        if over {
            // A finished save (a crash before it was recorded): record it now, once.
            self.finish(fx, false);
        } else {
            self.save_game();
        }
        self.maybe_start_computer(fx);
    }

    /// Starts a match from a setup (the terminal's flags, imports): `premoves` are moves
    /// played before the player takes over, which make the match unrated.
    pub fn start_match(
        &mut self,
        setup: MatchSetup,
        premoves: &[String],
    ) -> Result<Vec<Effect>, SessionError> {
        let entry = games::find(&setup.game)?;
        let mut m = Match::new(setup)?;
        for mv in premoves {
            m.play(mv)?;
        }
        let rated = super::form::is_rated(m.setup(), entry, !premoves.is_empty());
        let id = self.match_id(entry.id);
        let profile = self.data.active_profile().id;
        let mut fx = Vec::new();
        self.begin(m, id, rated, profile, &mut fx);
        fx.push(Effect::Render);
        Ok(fx)
    }

    pub(super) fn start_from_form(&mut self, fx: &mut Vec<Effect>) -> bool {
        let Place::NewGame(form) = &self.place else {
            return false;
        };
        let form = form.clone();
        let seed = self.seed();
        let setup = form.setup(seed);
        match Match::new(setup) {
            Ok(m) => {
                let rated = super::form::is_rated(m.setup(), form.entry, false);
                self.data
                    .settings
                    .last_rules
                    .insert(form.entry.id.to_owned(), form.last_rules());
                self.save_settings();
                let id = self.match_id(form.entry.id);
                let profile = self.data.active_profile().id;
                self.came_from.clear();
                self.begin(m, id, rated, profile, fx);
            }
            Err(e) => {
                if let (Place::NewGame(f), SessionError::Rules(r)) = (&mut self.place, e) {
                    f.error = Some(r);
                }
            }
        }
        true
    }

    pub(super) fn import(&mut self, text: &str, fx: &mut Vec<Effect>) {
        let mode = match &self.place {
            Place::NewGame(form) => form.mode(),
            _ => Mode::PassAndPlay,
        };
        match crate::session::import_record(text, mode) {
            Ok(m) => {
                let id = self.match_id(&m.setup().game.clone());
                let profile = self.data.active_profile().id;
                self.came_from.clear();
                // Rated never: the record's moves were not played against this computer.
                self.begin(m, id, false, profile, fx);
            }
            Err(e) => self.notice = Some(self.tr.session_error(&e)),
        }
    }

    pub(super) fn rematch(&mut self, fx: &mut Vec<Effect>) -> bool {
        let Some(g) = &self.game else { return false };
        let mut setup = g.m.setup().clone();
        // A rematch starts afresh: rated by its own setup (an imported game's rematch is a
        // new game from the start; a set position stays unrated).
        let rated = games::find(&setup.game).is_ok_and(|e| super::form::is_rated(&setup, e, false));
        setup.seed = self.seed();
        match Match::new(setup) {
            Ok(m) => {
                let id = self.match_id(&m.setup().game.clone());
                let profile = self.data.active_profile().id;
                self.begin(m, id, rated, profile, fx);
            }
            Err(e) => self.notice = Some(self.tr.session_error(&e)),
        }
        true
    }

    pub(super) fn continue_game(&mut self, game: &str, fx: &mut Vec<Effect>) {
        let Some(saved) = self.data.saved.get(game).cloned() else {
            self.notice = Some(self.tr.tr("error-save-lost", &[]));
            return;
        };
        match load_saved(&saved) {
            Ok((m, s)) => {
                self.came_from.clear();
                self.begin(m, s.id, s.rated, s.profile, fx);
            }
            Err(e) => {
                log::warn!("app: the saved {game} cannot be loaded: {e}");
                self.notice = Some(self.tr.tr("error-save-lost", &[]));
            }
        }
    }

    /// Leaving the game screen: the search stops; the match is already saved.
    pub(super) fn leave_game(&mut self, fx: &mut Vec<Effect>) {
        if let Some(g) = self.game.take() {
            if let Some(p) = g.pending {
                fx.push(Effect::CancelSearch { job: p.id });
            }
        }
    }

    fn cancel_pending(&mut self, fx: &mut Vec<Effect>) {
        if let Some(p) = self.game.as_mut().and_then(|g| g.pending.take()) {
            fx.push(Effect::CancelSearch { job: p.id });
        }
    }

    fn maybe_start_computer(&mut self, fx: &mut Vec<Effect>) {
        let scale = self.config.time_scale;
        let Some(g) = &mut self.game else { return };
        if g.paused || g.pending.is_some() || !g.m.is_computer_turn() {
            return;
        }
        let Ok(job) = g.m.computer_job() else { return };
        g.start_search(&mut self.next_job, JobKind::Computer, job, scale, fx);
    }

    pub(super) fn game_event(&mut self, event: Event, fx: &mut Vec<Effect>) -> bool {
        let background = matches!(
            event,
            Event::ComputerMoved { .. }
                | Event::AnimationFinished { .. }
                | Event::Paused
                | Event::Resumed
        );
        // Board input without a board does nothing; the computer's answer still lands
        // while the player looks at another screen over the game.
        if self.game.is_none() || (!background && !matches!(self.place, Place::Game)) {
            return false;
        }
        match event {
            Event::ComputerMoved { job, notation } => return self.answer(job, notation, fx),
            Event::AnimationFinished { id } => {
                let g = self.game.as_mut().expect("checked");
                if g.animation.as_ref().is_some_and(|a| a.id == id) {
                    g.animation = None;
                    return true;
                }
                return false;
            }
            Event::Paused => {
                // The search stops while the app is away (the OS may end it anyway); the
                // match is saved already.
                self.cancel_pending(fx);
                if let Some(g) = &mut self.game {
                    g.paused = true;
                }
                return false;
            }
            Event::Resumed => {
                if let Some(g) = &mut self.game {
                    g.paused = false;
                }
                self.maybe_start_computer(fx);
                return true;
            }
            Event::OpenMoveList | Event::CloseMoveList => {
                let g = self.game.as_mut().expect("checked");
                g.move_list_open = matches!(event, Event::OpenMoveList);
                return true;
            }
            Event::Hint => {
                self.start_hint(fx);
                return true;
            }
            _ => {}
        }
        let over = self.game.as_ref().is_some_and(|g| g.m.outcome().is_over());
        if over {
            // A finished game is final: no input, no undo (the result is recorded).
            let text = self.tr.input_error(InputError::GameOver);
            let g = self.game.as_mut().expect("checked");
            g.message = Some(text);
            return true;
        }
        let undoing = matches!(
            event,
            Event::Undo
                | Event::Redo
                | Event::Key {
                    key: crate::session::Key::Undo
                }
                | Event::Key {
                    key: crate::session::Key::Redo
                }
        );
        // An undo stops the computer; any input stops a hint being searched.
        if undoing || self.game.as_ref().is_some_and(|g| g.is_hinting()) {
            self.cancel_pending(fx);
        }
        let g = self.game.as_mut().expect("checked");
        g.message = None;
        let result: Result<InputOutcome, SessionError> = match event {
            Event::Tap { point } => g.m.tap(point),
            Event::Play { notation } => g.m.play(&notation).map(InputOutcome::Played),
            Event::DragStart { point } => g.m.drag_start(point),
            Event::DragEnd { point: Some(p) } => g.m.drag_end(p),
            Event::DragEnd { point: None } => Ok(InputOutcome::Changed),
            Event::Key { key } => g.m.key(key),
            Event::StopChain => g.m.stop(),
            Event::Undo => g.m.undo().map(|_| InputOutcome::Changed),
            Event::Redo => g.m.redo().map(|_| InputOutcome::Changed),
            _ => return false,
        };
        match result {
            Ok(InputOutcome::Played(anim)) => self.after_move(anim, false, fx),
            Ok(InputOutcome::Changed) => {
                if undoing {
                    if let Some(g) = &mut self.game {
                        g.animation = None;
                    }
                    self.after_change(fx);
                }
            }
            Err(e) => {
                let text = self.tr.session_error(&e);
                fx.push(Effect::Haptic {
                    haptic: Haptic::Refused,
                });
                fx.push(Effect::Announce { text: text.clone() });
                if let Some(g) = &mut self.game {
                    g.message = Some(text);
                }
                // An undo that failed still may leave the computer to move.
                self.maybe_start_computer(fx);
            }
        }
        true
    }

    fn start_hint(&mut self, fx: &mut Vec<Effect>) {
        let scale = 0.3 * self.config.time_scale;
        let Some(g) = &mut self.game else { return };
        if g.pending.is_some() {
            return;
        }
        match g.m.hint_job() {
            Ok(job) => g.start_search(&mut self.next_job, JobKind::Hint, job, scale, fx),
            Err(e) => g.message = Some(self.tr.session_error(&e)),
        }
    }

    /// The answer of a search job. Answers to jobs no longer pending (cancelled by an
    /// undo, a new game, leaving) are dropped without a trace on the screen.
    fn answer(&mut self, job: u64, notation: Option<String>, fx: &mut Vec<Effect>) -> bool {
        let Some(g) = &mut self.game else {
            return false;
        };
        let Some(pending) = g.pending.take_if(|p| p.id == job) else {
            log::debug!("app: dropped the stale answer of job {job}");
            return false;
        };
        let Some(notation) = notation else {
            if pending.kind == JobKind::Hint {
                g.message = Some(self.tr.tr("hint-none", &[]));
            }
            return true;
        };
        match pending.kind {
            JobKind::Hint => {
                match g.m.show_hint(&pending.job, &notation) {
                    Ok(()) => {
                        let text = self.tr.hint(&notation);
                        fx.push(Effect::Announce { text: text.clone() });
                        g.message = Some(text);
                    }
                    Err(e) => log::debug!("app: dropped a hint: {e}"),
                }
                true
            }
            JobKind::Computer => match g.m.apply_computer_move(&pending.job, &notation) {
                Ok(anim) => {
                    let role = g.m.role(anim.side);
                    g.message = Some(self.tr.computer_played(&anim.notation));
                    let text = self
                        .tr
                        .describe_move(self.display_role(role), &anim.notation);
                    fx.push(Effect::Announce { text });
                    self.after_move(anim, true, fx);
                    true
                }
                Err(e) => {
                    log::warn!("app: the computer's move {notation} was refused: {e}");
                    false
                }
            },
        }
    }

    fn after_move(&mut self, anim: MoveAnimation, by_computer: bool, fx: &mut Vec<Effect>) {
        let capture = is_capture(&anim);
        fx.push(Effect::PlaySound {
            sound: if capture { Sound::Capture } else { Sound::Move },
        });
        if capture && self.data.settings.vibration {
            fx.push(Effect::Haptic {
                haptic: Haptic::Capture,
            });
        }
        let step_millis = super::texts::step_millis(self.data.settings.animation_speed);
        let id = self.next_animation;
        self.next_animation += 1;
        let story = self.sowing_story(&anim);
        if let Some(g) = &mut self.game {
            if !by_computer {
                g.message = None;
            }
            if let Some(story) = story {
                // Sungka says what the sowing did (relay, free turn, capture).
                fx.push(Effect::Announce {
                    text: story.clone(),
                });
                g.message = Some(match g.message.take() {
                    Some(played) => format!("{played} {story}"),
                    None => story,
                });
            }
            g.animation = step_millis.map(|ms| animation(id, &anim, ms));
        }
        self.after_change(fx);
    }

    fn sowing_story(&self, anim: &MoveAnimation) -> Option<String> {
        let Some(MoveDetail::Sowing { trace }) = &anim.detail else {
            return None;
        };
        let role = self.game.as_ref()?.m.role(anim.side);
        self.tr.sowing_story(trace, self.display_role(role))
    }

    /// After a move, an undo or a redo: the match is saved, its end recorded and
    /// announced, and the computer moves if it is its turn.
    fn after_change(&mut self, fx: &mut Vec<Effect>) {
        self.save_game();
        let over = self.game.as_ref().is_some_and(|g| g.m.outcome().is_over());
        if over {
            self.finish(fx, true);
        }
        self.maybe_start_computer(fx);
    }
}

fn animation(id: u64, anim: &MoveAnimation, step_millis: u32) -> AnimationView {
    let steps = match &anim.detail {
        Some(MoveDetail::Sowing { trace }) => vec![AnimationStep::Sowing {
            trace: trace.clone(),
        }],
        None => {
            let mut steps: Vec<AnimationStep> = anim
                .path
                .windows(2)
                .map(|w| AnimationStep::Slide {
                    from: w[0],
                    to: w[1],
                })
                .collect();
            steps.extend(
                anim.captured
                    .iter()
                    .map(|&point| AnimationStep::Remove { point }),
            );
            steps
        }
    };
    AnimationView {
        id,
        side: anim.side,
        notation: anim.notation.clone(),
        steps,
        step_millis,
    }
}

/// The mode's human side, if one side is the computer's.
pub(super) fn human_side(mode: Mode) -> Option<crate::game::Side> {
    match mode {
        Mode::VsComputer { human, .. } => Some(human),
        _ => None,
    }
}
