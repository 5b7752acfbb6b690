//! The board and its lines for every diagonal option.

use std::collections::HashSet;

use super::*;
use crate::board::BoardKind;

fn board(diagonals: &str) -> crate::board::Board {
    FoxGeese::board(&config("classic", &[("diagonals", diagonals)]))
}

/// Lines at each point, by name.
fn degree(b: &crate::board::Board, name: &str) -> usize {
    let p = b.point_index(name).unwrap() as u8;
    b.lines.iter().filter(|(a, c)| *a == p || *c == p).count()
}

fn is_diagonal(b: &crate::board::Board, (a, c): (u8, u8)) -> bool {
    let (pa, pc) = (&b.points[a as usize], &b.points[c as usize]);
    pa.x != pc.x && pa.y != pc.y
}

#[test]
fn the_cross_has_33_named_points() {
    let b = board("alternate");
    assert_eq!(b.kind, BoardKind::Lines);
    assert_eq!(b.points.len(), 33);
    assert_eq!((b.width, b.height), (6.0, 6.0));
    // Row 1 is the geese's home edge, at the bottom.
    assert_eq!(b.points[0].name, "c1");
    assert_eq!((b.points[0].x, b.points[0].y), (2.0, 0.0));
    assert_eq!(b.points[32].name, "e7");
    for missing in ["a1", "b2", "f6", "g7", "a7", "g1"] {
        assert_eq!(b.point_index(missing), None, "{missing}");
    }
    for present in ["a3", "g5", "d4", "c1", "e7", "b4"] {
        assert!(b.point_index(present).is_some(), "{present}");
    }
    let names: HashSet<&str> = b.points.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names.len(), 33);
}

#[test]
fn line_counts_per_diagonal_option() {
    // Orthogonal: rows 1, 2, 6, 7 have 2 segments each, rows 3–5 six each: 26; columns the
    // same: 52. The cross holds 20 unit squares (12 + 12 in the two arms, 4 shared); "all"
    // draws both diagonals of each (40), "alternate" the one joining even corners (20).
    for (option, total, diagonal) in [("none", 52, 0), ("alternate", 72, 20), ("all", 92, 40)] {
        let b = board(option);
        assert_eq!(b.lines.len(), total, "{option}");
        let diagonals = b.lines.iter().filter(|&&l| is_diagonal(&b, l)).count();
        assert_eq!(diagonals, diagonal, "{option}");
        let distinct: HashSet<(u8, u8)> =
            b.lines.iter().map(|&(a, c)| (a.min(c), a.max(c))).collect();
        assert_eq!(distinct.len(), total, "{option}: no line twice");
    }
}

#[test]
fn points_with_diagonals() {
    for (option, count) in [("none", 0), ("alternate", 17), ("all", 33)] {
        let b = board(option);
        let with: HashSet<u8> = b
            .lines
            .iter()
            .filter(|&&l| is_diagonal(&b, l))
            .flat_map(|&(a, c)| [a, c])
            .collect();
        assert_eq!(with.len(), count, "{option}");
        if option == "alternate" {
            // Exactly the points with x + y even: d4, the cross's corners, c1, e1, d2...
            for p in &with {
                let pt = &b.points[*p as usize];
                assert_eq!((pt.x as i32 + pt.y as i32) % 2, 0, "{}", pt.name);
            }
        }
    }
}

#[test]
fn degrees_of_sample_points() {
    let alt = board("alternate");
    assert_eq!(degree(&alt, "d4"), 8);
    assert_eq!(degree(&alt, "c4"), 4);
    assert_eq!(degree(&alt, "a3"), 3); // b3, a4 and the diagonal to b4
    assert_eq!(degree(&alt, "c1"), 3); // d1, c2 and the diagonal to d2
    assert_eq!(degree(&alt, "d2"), 8);
    assert_eq!(degree(&alt, "c3"), 7); // the inner corner: diagonals to b4, d4, d2 (no b2)
    let all = board("all");
    assert_eq!(degree(&all, "c4"), 8);
    assert_eq!(degree(&all, "c2"), 5); // c1, d2, c3, and diagonals to d1 and d3 only
    assert_eq!(degree(&all, "a3"), 3);
    let none = board("none");
    assert_eq!(degree(&none, "d4"), 4);
    assert_eq!(degree(&none, "a3"), 2);
}

#[test]
fn lines_match_the_rules_text() {
    for option in ["none", "alternate", "all"] {
        let b = board(option);
        let ours: HashSet<((i32, i32), (i32, i32))> = b
            .lines
            .iter()
            .map(|&(a, c)| {
                let p = |i: u8| (b.points[i as usize].x as i32, b.points[i as usize].y as i32);
                (p(a).min(p(c)), p(a).max(p(c)))
            })
            .collect();
        assert_eq!(ours, naive::lines(option), "{option}");
    }
}
