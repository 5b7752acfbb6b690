//! An explanation ([`crate::explain`]) in the player's language: the refutation of a move,
//! or a better move's idea, and a reviewed move's "why" ([`PlyReview::why`]). Each motif is
//! one clause; the clauses are joined the language's way. Here, above the explanation and the
//! review, so that neither of them reaches up to the translations.

use super::{role_id, Arg, Translator};
use crate::engine::Verdict;
use crate::explain::{Explanation, Motif, Stuff};
use crate::review::PlyReview;

impl Explanation {
    /// Why `played` was bad, this being the line that refutes it (the opponent's best
    /// reply first): "After 26-22, 17x26 wins a man."
    pub fn why(&self, tr: Translator, played: &str) -> String {
        let what = self
            .clauses(tr, false)
            .or_else(|| {
                (!self.line.is_empty())
                    .then(|| tr.tr("explain-best-line", &[("line", self.line.join(" ").into())]))
            })
            .unwrap_or_default();
        if what.is_empty() {
            return String::new();
        }
        tr.tr(
            "explain-after",
            &[("played", played.into()), ("what", what.into())],
        )
    }

    /// The idea of the line's first move, this being the line from the position where it
    /// is played: "23-20 keeps the material even."
    pub fn idea(&self, tr: Translator) -> Option<String> {
        let mv = self.first()?;
        let arg = |count: u32| -> Vec<(&str, Arg)> {
            vec![("move", mv.into()), ("count", i64::from(count).into())]
        };
        for m in &self.motifs {
            match m {
                Motif::Proven {
                    verdict: Verdict::Win,
                    plies,
                } => return Some(tr.tr("explain-idea-proven-win", &arg(winner_moves(*plies)))),
                Motif::Proven {
                    verdict: Verdict::Draw,
                    ..
                } => return Some(tr.tr("explain-idea-proven-draw", &[("move", mv.into())])),
                _ => {}
            }
        }
        if let Some(what) = self.clauses(tr, true) {
            return Some(what);
        }
        if self.motifs.contains(&Motif::MaterialEven) {
            return Some(tr.tr("explain-idea-even", &[("move", mv.into())]));
        }
        None
    }

    /// The motifs as clauses joined; `None` when none says anything. `idea`: the clauses
    /// of a better move (its proven result is told apart).
    fn clauses(&self, tr: Translator, idea: bool) -> Option<String> {
        let jumped = self
            .motifs
            .iter()
            .any(|m| matches!(m, Motif::MultiJump { .. }));
        let mut parts: Vec<String> = Vec::new();
        for m in &self.motifs {
            let part = match m {
                Motif::Proven { .. } if idea => None,
                Motif::WinsMaterial { stuff, .. } if jumped && *stuff == Stuff::Goose => None,
                _ => self.clause(tr, m),
            };
            parts.extend(part);
        }
        parts.into_iter().reduce(|first, then| {
            tr.tr(
                "explain-and",
                &[("first", first.into()), ("then", then.into())],
            )
        })
    }

    fn clause(&self, tr: Translator, m: &Motif) -> Option<String> {
        let first = self.first().unwrap_or_default();
        let side = || -> Vec<(&str, Arg)> {
            vec![
                ("role", role_id(self.role).into()),
                ("side", tr.role_name(self.role).into()),
            ]
        };
        Some(match m {
            Motif::WinsMaterial { stuff, count } => tr.tr(
                "explain-wins",
                &[
                    ("move", first.into()),
                    ("material", material(tr, *stuff, *count).into()),
                ],
            ),
            Motif::MultiJump { mv, count } => tr.tr(
                "explain-fox-jumps",
                &[
                    ("move", mv.as_str().into()),
                    ("material", material(tr, Stuff::Goose, *count).into()),
                ],
            ),
            Motif::Crowns => tr.tr("explain-crowns", &side()),
            Motif::Relays { mv, times } => tr.tr(
                "explain-relays",
                &[
                    ("move", mv.as_str().into()),
                    ("times", i64::from(*times).into()),
                ],
            ),
            Motif::CapturesShells { mv, count } => tr.tr(
                "explain-captures",
                &[
                    ("move", mv.as_str().into()),
                    ("material", material(tr, Stuff::Shells, *count).into()),
                ],
            ),
            Motif::FreeTurn { mv } => tr.tr("explain-free-turn", &[("move", mv.as_str().into())]),
            Motif::Ends { reason, winner } => as_clause(&tr.end_reason(*reason, *winner)),
            Motif::Proven {
                verdict: Verdict::Win,
                plies,
            } => {
                let mut args = side();
                args.push(("count", i64::from(winner_moves(*plies)).into()));
                tr.tr("explain-proven-win", &args)
            }
            Motif::Proven {
                verdict: Verdict::Draw,
                ..
            } => tr.tr("explain-proven-draw", &[]),
            Motif::Proven { .. } | Motif::MaterialEven => return None,
        })
    }
}

/// The winner's own moves in a proven win of `plies` (both sides' turns, the winner's
/// first), as a player counts "in 3 moves": every other ply is the winner's. (Sungka's free
/// turns break the alternation; the count is then the usual reading, not an exact one.)
impl PlyReview {
    /// Why the move was an error, in words, with the better move's idea: "After 26-22,
    /// 18x27 wins a man. 23-20 keeps the material even." `None` for a move that is not
    /// an error.
    pub fn why(&self, tr: Translator) -> Option<String> {
        let e = self.explanation.as_ref()?;
        let mut text = e.why(tr, &self.notation);
        if let Some(idea) = self.better.as_ref().and_then(|b| b.idea(tr)) {
            let idea = tr.tr("explain-idea", &[("idea", idea.into())]);
            text = if text.is_empty() {
                idea
            } else {
                format!("{text} {idea}")
            };
        }
        (!text.is_empty()).then_some(text)
    }
}

fn winner_moves(plies: Option<u32>) -> u32 {
    plies.unwrap_or(0).div_ceil(2)
}

/// A sentence of its own (the game's end: "The hare has slipped past all the hounds.")
/// as a clause joined to others: without its full stop, begun in lower case.
fn as_clause(sentence: &str) -> String {
    let trimmed = sentence.trim().trim_end_matches(['.', '!', '。']);
    let mut chars = trimmed.chars();
    match (chars.next(), chars.next()) {
        // A capital before a small letter begins a sentence; two capitals are a name.
        (Some(first), Some(second)) if first.is_uppercase() && second.is_lowercase() => first
            .to_lowercase()
            .chain(trimmed.chars().skip(1))
            .collect(),
        _ => trimmed.to_owned(),
    }
}

/// "a man", "12 shells", "two geese".
fn material(tr: Translator, stuff: Stuff, count: u32) -> String {
    tr.tr(
        "explain-material",
        &[
            ("stuff", stuff.id().into()),
            ("count", i64::from(count).into()),
        ],
    )
}
