//! The end of a match: its result for the profile, recorded exactly once.
//!
//! The order on disk is: the finished match saved, its result recorded (keyed by the
//! match id, so idempotent), the match moved to the history. A crash anywhere in between
//! leaves the finished save in place or the result already counted; at the next start
//! [`App::repair_unrecorded`] records it (a second time changes nothing) and finishes it.

use super::play::{human_side, load_saved, GameState, Recorded};
use super::{App, Effect, Haptic, Op, Sound};
use crate::game::{Outcome, Side};
use crate::session::Mode;
use crate::store::{GameResult, Opponent, ResultEntry};

/// The result entry of a finished match for its profile. Against the computer the profile
/// played the human side; between people (pass and play, table) the profile is the player
/// at the bottom of the screen, recorded as a game against a person, never rated.
pub(super) fn entry_of(g: &GameState) -> Option<ResultEntry> {
    let outcome = g.m.outcome();
    if !outcome.is_over() {
        return None;
    }
    let mode = g.m.setup().mode;
    let (side, opponent) = match mode {
        Mode::VsComputer { human, level } => (human, Opponent::Computer(level)),
        Mode::PassAndPlay | Mode::Table => (g.m.bottom_side(), Opponent::Human),
    };
    Some(ResultEntry {
        match_id: g.id.clone(),
        profile: g.profile,
        game: g.m.setup().game.clone(),
        opponent,
        role: g.m.role(side),
        result: result_for(outcome, side),
        rated: g.rated && matches!(mode, Mode::VsComputer { .. }),
    })
}

fn result_for(outcome: Outcome, side: Side) -> GameResult {
    match outcome {
        Outcome::Win { winner, .. } if winner == side => GameResult::Won,
        Outcome::Win { .. } => GameResult::Lost,
        _ => GameResult::Drawn,
    }
}

impl App {
    /// Records the end of the match shown (once) and tells the player.
    pub(super) fn finish(&mut self, fx: &mut Vec<Effect>, announce: bool) {
        let Some(g) = &self.game else { return };
        if g.recorded.is_some() {
            return;
        }
        let Some(entry) = entry_of(g) else { return };
        let saved = self.snapshot(g);
        let points = self.record(&entry);
        self.data.saved.remove(&saved.game);
        let ticket = self.persist(Op::FinishMatch(saved));
        // The panel (with its points) waits until the result is on disk: a result shown
        // is a result kept.
        if !self.is_saved(ticket) {
            fx.push(Effect::AwaitSaved { ticket });
        }
        let g = self.game.as_mut().expect("checked");
        g.recorded = Some(Recorded { points, ticket });
        if announce {
            let sound = match (human_side(g.m.setup().mode), entry.result) {
                (None, _) | (_, GameResult::Drawn) => Sound::End,
                (Some(_), GameResult::Won) => Sound::Win,
                (Some(_), GameResult::Lost) => Sound::Loss,
            };
            fx.push(Effect::PlaySound { sound });
            if self.data.settings.vibration {
                fx.push(Effect::Haptic {
                    haptic: Haptic::End,
                });
            }
            let text = self.result_headline();
            fx.push(Effect::Announce { text });
        }
    }

    /// Counts a result in the app's copy and queues it for the store; the points gained
    /// (0 when this match was counted before).
    fn record(&mut self, entry: &ResultEntry) -> u32 {
        let gained = self
            .data
            .profiles
            .get_mut(entry.profile)
            .and_then(|p| p.record(entry));
        self.persist(Op::Record(entry.clone()));
        // Counted before (a crash repaired, a relaunch): show what it earned then.
        gained.unwrap_or_else(|| entry.points())
    }

    /// At start: a saved match that is already over ended without being recorded (the
    /// app was killed in between). Record it (idempotent) and move it to the history.
    pub(super) fn repair_unrecorded(&mut self) {
        let saved: Vec<_> = self.data.saved.values().cloned().collect();
        for s in saved {
            let Ok((m, app_save)) = load_saved(&s) else {
                continue;
            };
            if !m.outcome().is_over() {
                continue;
            }
            let g = GameState::new(m, app_save.id, app_save.rated, app_save.profile);
            if let Some(entry) = entry_of(&g) {
                log::warn!("app: recording the unrecorded end of {}", entry.match_id);
                self.record(&entry);
                self.data.saved.remove(&s.game);
                self.persist(Op::FinishMatch(s));
            }
        }
    }
}
