//! Replaying a line and reading its motifs off the game's own reports.

use serde::Serialize;

use crate::any_game::AnyGame;
use crate::engine::Verdict;
use crate::game::{EndReason, MoveDetail, Outcome, Role, Side, SowStep};

/// What is counted as material.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stuff {
    /// A Dama man.
    Man,
    /// A Dama king.
    King,
    /// A goose.
    Goose,
    /// Sungka shells (in the stores).
    Shells,
}

impl Stuff {
    /// The word the translations select on.
    pub fn id(self) -> &'static str {
        match self {
            Stuff::Man => "man",
            Stuff::King => "king",
            Stuff::Goose => "goose",
            Stuff::Shells => "shells",
        }
    }
}

/// One thing a line achieves for the side that plays its first move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Motif {
    /// The side ends the line `count` of `stuff` ahead of where it started.
    WinsMaterial { stuff: Stuff, count: u32 },
    /// Neither side gains material over the line (and nothing decisive happens).
    MaterialEven,
    /// A man of the side becomes a king.
    Crowns,
    /// One move (`mv`) captures `count` geese: the fox's multi-jump.
    MultiJump { mv: String, count: u32 },
    /// A sowing (`mv`) of the side relays `times` times.
    Relays { mv: String, times: u32 },
    /// A sowing (`mv`) of the side captures `count` shells.
    CapturesShells { mv: String, count: u32 },
    /// A sowing (`mv`) of the side ends in its store: it plays again.
    FreeTurn { mv: String },
    /// The line ends the game, `winner` (a role) winning, or drawn.
    Ends {
        reason: EndReason,
        winner: Option<Role>,
    },
    /// The exact result with best play for the side, in `plies` where known.
    Proven {
        verdict: Verdict,
        plies: Option<u32>,
    },
}

/// A line and what it achieves for `side`, the side that plays its first move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Explanation {
    pub side: Side,
    pub role: Role,
    /// The moves, in notation, as far as they were legal.
    pub line: Vec<String>,
    pub motifs: Vec<Motif>,
}

impl Explanation {
    /// The line's first move.
    pub fn first(&self) -> Option<&str> {
        self.line.first().map(String::as_str)
    }
}

/// Each side's material: (men, kings, geese, shells in the store), by [`Side::index`].
pub(crate) type Stock = [[i64; 4]; 2];

/// Each side's material read off the game's counters.
pub(crate) fn stock(pos: &dyn AnyGame) -> Stock {
    let counters = pos.counters();
    let get = |key: &str| {
        counters
            .iter()
            .find(|(k, _)| *k == key)
            .map_or(0, |(_, v)| *v)
    };
    Side::BOTH.map(|side| match pos.role(side) {
        Role::White => [get("white-men"), get("white-kings"), 0, 0],
        Role::Black => [get("black-men"), get("black-kings"), 0, 0],
        Role::Geese => [0, 0, get("geese-left"), 0],
        Role::PlayerOne => [0, 0, 0, get("store-1")],
        Role::PlayerTwo => [0, 0, 0, get("store-2")],
        Role::Fox | Role::Hare | Role::Hounds => [0; 4],
    })
}

/// Pieces on the board of one side's stock (men and kings count alike; shells apart).
fn pieces(s: &[i64; 4]) -> i64 {
    s[0] + s[1] + s[2]
}

/// Whether any legal move of `pos` captures (for the line's quiet point).
fn capture_pending(pos: &dyn AnyGame) -> bool {
    !pos.outcome().is_over() && pos.move_infos().iter().any(|m| !m.captures.is_empty())
}

/// The material `side` gains over `line` from `pos` (pieces, or shells where the game
/// counts shells), measured at the line's last position without a capture pending: a
/// line cut in the middle of an exchange would count only its first half. Positive: the
/// side is ahead. Stops at the first move that is not legal.
pub fn material_swing(pos: &dyn AnyGame, line: &[String], side: Side) -> i64 {
    let (_, start, end) = replay(pos, line);
    swing(&start, &end, side).0
}

/// The positions' stock at the start and at the quiet end of `line`, and the legal moves.
fn replay(pos: &dyn AnyGame, line: &[String]) -> (Vec<String>, Stock, Stock) {
    let start = stock(pos);
    let mut end = start;
    let mut at = pos.clone_box();
    let mut played = Vec::new();
    for mv in line {
        match at.play_notation(mv) {
            Ok(n) => played.push(n),
            Err(_) => break,
        }
        if !capture_pending(at.as_ref()) {
            end = stock(at.as_ref());
        }
    }
    (played, start, end)
}

/// (net gain of `side`, the stuff it is counted in).
fn swing(start: &Stock, end: &Stock, side: Side) -> (i64, Stuff) {
    let (me, them) = (side.index(), side.other().index());
    let shells = start[me][3] + start[them][3] + end[me][3] + end[them][3] > 0;
    if shells {
        let gain = (end[me][3] - start[me][3]) - (end[them][3] - start[them][3]);
        return (gain, Stuff::Shells);
    }
    let lost_them = pieces(&start[them]) - pieces(&end[them]);
    let lost_me = pieces(&start[me]) - pieces(&end[me]);
    let stuff = if start[them][2] > 0 || start[me][2] > 0 {
        Stuff::Goose
    } else if start[them][1] > end[them][1] && lost_them > 0 {
        Stuff::King
    } else {
        Stuff::Man
    };
    (lost_them - lost_me, stuff)
}

/// Replays `line` from `pos` and reads off its motifs for the side to move of `pos`;
/// `proven` is the exact result for that side where it is known.
pub fn explain(
    pos: &dyn AnyGame,
    line: &[String],
    proven: Option<(Verdict, Option<u32>)>,
) -> Explanation {
    let side = pos.side_to_move();
    if let Some(ended) = ending(pos) {
        // The move before ended the game: nothing to answer, the end says it all.
        return Explanation {
            side,
            role: pos.role(side),
            line: Vec::new(),
            motifs: vec![ended],
        };
    }
    let (played, start, end) = replay(pos, line);
    let mut motifs = Vec::new();
    if let Some((verdict, plies)) = proven {
        motifs.push(Motif::Proven { verdict, plies });
    }
    let (gain, stuff) = swing(&start, &end, side);
    if gain > 0 {
        motifs.push(Motif::WinsMaterial {
            stuff,
            count: gain as u32,
        });
    }
    moves_motifs(pos, &played, side, &mut motifs);
    if gain == 0 && !motifs.iter().any(is_decisive) {
        motifs.push(Motif::MaterialEven);
    }
    Explanation {
        side,
        role: pos.role(side),
        line: played,
        motifs,
    }
}

/// The game's end in `pos`, if it is over.
fn ending(pos: &dyn AnyGame) -> Option<Motif> {
    match pos.outcome() {
        Outcome::Ongoing => None,
        Outcome::Win { winner, reason } => Some(Motif::Ends {
            reason,
            winner: Some(pos.role(winner)),
        }),
        Outcome::Draw { reason } => Some(Motif::Ends {
            reason,
            winner: None,
        }),
    }
}

fn is_decisive(m: &Motif) -> bool {
    matches!(
        m,
        Motif::Ends { .. } | Motif::Proven { .. } | Motif::MultiJump { .. } | Motif::Crowns
    )
}

/// The motifs of single moves of the line: those of `side`'s moves, and the game's end.
fn moves_motifs(pos: &dyn AnyGame, line: &[String], side: Side, out: &mut Vec<Motif>) {
    let mut at = pos.clone_box();
    for mv in line {
        let mover = at.side_to_move();
        let before = stock(at.as_ref());
        let detail = at.move_detail(mv);
        if at.play_notation(mv).is_err() {
            break;
        }
        let after = stock(at.as_ref());
        if mover == side {
            let geese = before[side.other().index()][2] - after[side.other().index()][2];
            if geese >= 2 && !out.iter().any(|m| matches!(m, Motif::MultiJump { .. })) {
                out.push(Motif::MultiJump {
                    mv: mv.clone(),
                    count: geese as u32,
                });
            }
            let me = side.index();
            if after[me][1] > before[me][1] && !out.contains(&Motif::Crowns) {
                out.push(Motif::Crowns);
            }
            if let Some(MoveDetail::Sowing { trace }) = &detail {
                sowing_motifs(mv, &trace.steps, at.side_to_move() == side, out);
            }
        }
        out.extend(ending(at.as_ref()));
    }
}

/// A sowing's relays, capture and free turn, each told once (the first in the line).
fn sowing_motifs(mv: &str, steps: &[SowStep], again: bool, out: &mut Vec<Motif>) {
    let relays = steps
        .iter()
        .filter(|s| matches!(s, SowStep::Relay { .. }))
        .count() as u32;
    let captured: u32 = steps
        .iter()
        .map(|s| match s {
            SowStep::Capture { count, .. } => u32::from(*count),
            _ => 0,
        })
        .sum();
    let told = |out: &Vec<Motif>, f: fn(&Motif) -> bool| out.iter().any(f);
    if relays >= 2 && !told(out, |m| matches!(m, Motif::Relays { .. })) {
        out.push(Motif::Relays {
            mv: mv.to_owned(),
            times: relays,
        });
    }
    if captured > 0 && !told(out, |m| matches!(m, Motif::CapturesShells { .. })) {
        out.push(Motif::CapturesShells {
            mv: mv.to_owned(),
            count: captured,
        });
    }
    if again && !told(out, |m| matches!(m, Motif::FreeTurn { .. })) {
        out.push(Motif::FreeTurn { mv: mv.to_owned() });
    }
}
