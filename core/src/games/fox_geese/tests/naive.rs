//! A second, deliberately simple move generator written straight from the rules text, with
//! coordinates, sets and cloning: the reference the fast generator is checked against.
//! It knows the lines, steps, jumps, forced capture and the two immediate ends (enough
//! captures, no move); perft depths stay below the first possible threefold repetition.

use std::collections::{BTreeSet, HashSet};

type P = (i32, i32);

pub fn on_board((x, y): P) -> bool {
    (0..7).contains(&x) && (0..7).contains(&y) && ((2..=4).contains(&x) || (2..=4).contains(&y))
}

/// Whether the unit square with this centre (half-integers doubled) lies in the union of the
/// two arms [2,4]×[0,6] and [0,6]×[2,4].
fn square_inside(cx2: i32, cy2: i32) -> bool {
    let (cx, cy) = (cx2 as f64 / 2.0, cy2 as f64 / 2.0);
    (2.0 < cx && cx < 4.0 && 0.0 < cy && cy < 6.0) || (0.0 < cx && cx < 6.0 && 2.0 < cy && cy < 4.0)
}

/// Every line as an unordered pair, for a diagonal option named as in the rules.
pub fn lines(diagonals: &str) -> HashSet<(P, P)> {
    let mut out = HashSet::new();
    for x in 0..7 {
        for y in 0..7 {
            let a = (x, y);
            if !on_board(a) {
                continue;
            }
            for (dx, dy) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                let b = (x + dx, y + dy);
                if !on_board(b) {
                    continue;
                }
                let ok = if dy == 0 || dx == 0 {
                    true
                } else {
                    let inside = square_inside(2 * x + dx, 2 * y + dy);
                    match diagonals {
                        "none" => false,
                        "alternate" => inside && (x + y) % 2 == 0 && (b.0 + b.1) % 2 == 0,
                        "all" => inside,
                        _ => unreachable!(),
                    }
                };
                if ok {
                    out.insert((a.min(b), a.max(b)));
                }
            }
        }
    }
    out
}

#[derive(Clone)]
pub struct Rules {
    pub lines: HashSet<(P, P)>,
    pub sideways: bool,
    pub forced: bool,
    pub captures_to_win: u32,
}

impl Rules {
    fn joined(&self, a: P, b: P) -> bool {
        self.lines.contains(&(a.min(b), a.max(b)))
    }
}

#[derive(Clone)]
pub struct Pos {
    pub fox: P,
    pub geese: BTreeSet<P>,
    pub fox_to_move: bool,
    pub captured: u32,
}

pub fn name((x, y): P) -> String {
    format!("{}{}", (b'a' + x as u8) as char, y + 1)
}

const DIRS: [P; 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (-1, 1),
    (1, -1),
];

/// The legal moves as (notation, resulting position).
pub fn moves(rules: &Rules, pos: &Pos) -> Vec<(String, Pos)> {
    let mut out = Vec::new();
    if pos.captured >= rules.captures_to_win {
        return out;
    }
    let empty = |p: P, pos: &Pos| on_board(p) && p != pos.fox && !pos.geese.contains(&p);
    if pos.fox_to_move {
        let mut jumps = Vec::new();
        chains(rules, pos, vec![pos.fox], &mut jumps);
        let steps_allowed = !rules.forced || jumps.is_empty();
        if steps_allowed {
            for (dx, dy) in DIRS {
                let to = (pos.fox.0 + dx, pos.fox.1 + dy);
                if empty(to, pos) && rules.joined(pos.fox, to) {
                    let mut next = pos.clone();
                    next.fox = to;
                    next.fox_to_move = false;
                    out.push((format!("{}-{}", name(pos.fox), name(to)), next));
                }
            }
        }
        out.extend(jumps);
    } else {
        for &g in &pos.geese {
            for (dx, dy) in DIRS {
                if dy < 0 || (dy == 0 && !rules.sideways) {
                    continue;
                }
                let to = (g.0 + dx, g.1 + dy);
                if empty(to, pos) && rules.joined(g, to) {
                    let mut next = pos.clone();
                    next.geese.remove(&g);
                    next.geese.insert(to);
                    next.fox_to_move = true;
                    out.push((format!("{}-{}", name(g), name(to)), next));
                }
            }
        }
    }
    out
}

/// Jump chains continuing `path` from `pos` (the fox already on the path's last point).
fn chains(rules: &Rules, pos: &Pos, path: Vec<P>, out: &mut Vec<(String, Pos)>) {
    let at = *path.last().unwrap();
    let mut continued = false;
    if pos.captured < rules.captures_to_win {
        for (dx, dy) in DIRS {
            let mid = (at.0 + dx, at.1 + dy);
            let land = (at.0 + 2 * dx, at.1 + 2 * dy);
            if !on_board(land) || !pos.geese.contains(&mid) || pos.geese.contains(&land) {
                continue;
            }
            if !rules.joined(at, mid) || !rules.joined(mid, land) {
                continue;
            }
            continued = true;
            let mut next = pos.clone();
            next.geese.remove(&mid);
            next.captured += 1;
            next.fox = land;
            let mut p = path.clone();
            p.push(land);
            if !rules.forced {
                out.push((text(&p), done(&next)));
            }
            chains(rules, &next, p, out);
        }
    }
    if rules.forced && !continued && path.len() > 1 {
        out.push((text(&path), done(pos)));
    }
}

fn done(pos: &Pos) -> Pos {
    let mut p = pos.clone();
    p.fox_to_move = false;
    p
}

fn text(path: &[P]) -> String {
    path.iter().map(|&p| name(p)).collect::<Vec<_>>().join("x")
}

pub fn perft(rules: &Rules, pos: &Pos, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let ms = moves(rules, pos);
    if depth == 1 {
        return ms.len() as u64;
    }
    ms.iter()
        .map(|(_, next)| perft(rules, next, depth - 1))
        .sum()
}
