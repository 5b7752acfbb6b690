//! Texts of a match as the apps show it: its status line and why an input was refused.

use crate::game::Outcome;
use crate::session::{InputError, RenderModel, SessionError, Status};

use super::translator::Translator;

impl Translator {
    /// The status line of a render model.
    pub fn match_status(self, model: &RenderModel) -> String {
        let role_of = |side| {
            model
                .nameplates
                .iter()
                .find(|n| n.side == side)
                .map(|n| n.role)
        };
        match &model.status {
            Status::ToMove { role, .. } => self.to_move(*role),
            // Stopping is said only where the rules allow it (Dama: the capture goes on).
            Status::ContinueChain { role, can_stop, .. } => {
                let key = if *can_stop {
                    "status-continue-chain"
                } else {
                    "status-finish-chain"
                };
                self.tr(key, &self.role_args(*role))
            }
            Status::ComputerToMove { .. } => self.tr("status-computer-thinking", &[]),
            Status::Over { outcome } => match *outcome {
                Outcome::Ongoing => String::new(),
                Outcome::Win { winner, reason } => self.result_line(role_of(winner), reason),
                Outcome::Draw { reason } => self.result_line(None, reason),
            },
        }
    }

    /// Why an input changed nothing.
    pub fn input_error(self, error: InputError) -> String {
        let key = match error {
            InputError::GameOver => "error-game-over",
            InputError::NotYourTurn => "error-not-your-turn",
            InputError::NoSuchPoint => "error-no-such-point",
            InputError::NothingToMoveHere => "error-nothing-to-move-here",
            InputError::MustCapture => "error-must-capture",
            InputError::NotATarget => "error-not-a-target",
            InputError::FinishCapture => "error-finish-capture",
            InputError::NothingSelected => "error-nothing-selected",
            InputError::NothingToUndo => "error-nothing-to-undo",
            InputError::NothingToRedo => "error-nothing-to-redo",
        };
        self.tr(key, &[])
    }

    /// Why the rules refused a move, with the moves they require: "You must capture: 19x12".
    pub fn refusal(self, refusal: &crate::refusal::Refusal) -> String {
        let moves = refusal.required().join(", ");
        let mut args = refusal
            .role()
            .map_or_else(Vec::new, |role| self.role_args(role));
        args.push(("moves", moves.into()));
        self.tr(refusal.key(), &args)
    }

    /// What a Sungka sowing did ("The last shell landed in the store: Player 1 plays
    /// another turn."), or `None` when it just sowed. `role`: the mover.
    pub fn sowing_story(
        self,
        trace: &crate::games::sungka::SowingTrace,
        role: crate::game::Role,
    ) -> Option<String> {
        use crate::games::sungka::SowingEvent;
        let sentences: Vec<String> = crate::games::sungka::story(trace)
            .into_iter()
            .map(|event| match event {
                SowingEvent::Relay { count, times: 1 } => {
                    self.tr("sungka-story-relay", &[("count", i64::from(count).into())])
                }
                SowingEvent::Relay { count, times } => self.tr(
                    "sungka-story-relays",
                    &[
                        ("count", i64::from(count).into()),
                        ("times", i64::from(times).into()),
                    ],
                ),
                SowingEvent::FreeTurn => self.tr("sungka-story-free-turn", &self.role_args(role)),
                SowingEvent::Capture { count, house } => {
                    let mut args = self.role_args(role);
                    args.push(("count", i64::from(count).into()));
                    args.push(("house", i64::from(house).into()));
                    self.tr("sungka-story-capture", &args)
                }
            })
            .collect();
        (!sentences.is_empty()).then(|| sentences.join(" "))
    }

    /// A match error as the player reads it.
    pub fn session_error(self, error: &SessionError) -> String {
        match error {
            SessionError::Input(e) => self.input_error(*e),
            SessionError::Refused(r) => self.refusal(r),
            SessionError::Rules(e) => self.error(e),
            SessionError::CorruptSave(_) => self.tr("error-damaged-position", &[]),
            // Not a damaged position: text that is no game record.
            SessionError::Record(_) => self.tr("error-bad-record", &[]),
            // Internal states the apps handle without telling the player; a neutral text.
            SessionError::NotComputersTurn | SessionError::StaleComputerMove => {
                self.tr("error-not-your-turn", &[])
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{take_problems, Lang};
    use crate::session::{Match, MatchSetup, Mode};

    const ALL_INPUT_ERRORS: [InputError; 10] = [
        InputError::GameOver,
        InputError::NotYourTurn,
        InputError::NoSuchPoint,
        InputError::NothingToMoveHere,
        InputError::MustCapture,
        InputError::NotATarget,
        InputError::FinishCapture,
        InputError::NothingSelected,
        InputError::NothingToUndo,
        InputError::NothingToRedo,
    ];

    #[test]
    fn every_input_error_and_status_has_a_text_in_every_language() {
        let mut m = Match::new(MatchSetup {
            game: "fox-geese".into(),
            preset: None,
            options: vec![("captures-to-win".into(), "13".into())],
            position: Some("fox d2; geese d3 d5 a3 g3; to-move fox".into()),
            mode: Mode::PassAndPlay,
            seed: 0,
        })
        .unwrap();
        let start = m.render();
        m.tap(m.game().board().point_index("d2").unwrap() as u8)
            .unwrap();
        m.tap(m.game().board().point_index("d4").unwrap() as u8)
            .unwrap();
        let chain = m.render();
        assert!(matches!(chain.status, Status::ContinueChain { .. }));
        for lang in Lang::ALL {
            let tr = Translator::new(lang);
            let english = Translator::new(Lang::En);
            for e in ALL_INPUT_ERRORS {
                let text = tr.input_error(e);
                assert!(!text.is_empty());
                if lang != Lang::En {
                    assert_ne!(text, english.input_error(e), "{e:?} in {lang:?}");
                }
            }
            for model in [&start, &chain] {
                let text = tr.match_status(model);
                assert!(!text.is_empty() && !text.contains('{'), "{text}");
            }
        }
        assert!(take_problems().is_empty());
        let en = Translator::new(Lang::En);
        assert_eq!(en.match_status(&start), "Fox to move");
        assert!(en.match_status(&chain).starts_with("Fox: jump again"));
    }
}
