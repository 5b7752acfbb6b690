//! A second, deliberately naive move generator for the tests: an 8×8 grid with files and
//! ranks, the numbering derived from the FID description ("1 in Black's right-hand single
//! corner to 32 at White's single corner", a1 light), and the capture priorities applied
//! literally one after another. It shares nothing with `movegen.rs` or `geometry.rs`.

use std::collections::BTreeSet;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cell {
    Empty,
    Man(bool),  // true = white
    King(bool), // true = white
}

/// The square number (1..=32) of every dark square, by [rank][file] with rank 0 White's.
pub fn numbering() -> [[u8; 8]; 8] {
    let mut out = [[0u8; 8]; 8];
    let mut n = 1;
    for rank in (0..8).rev() {
        for (file, slot) in out[rank].iter_mut().enumerate() {
            if (file + rank) % 2 == 1 {
                *slot = n;
                n += 1;
            }
        }
    }
    out
}

/// The legal moves as (from, to, captured squares), all numbered 1..=32.
pub fn legal_moves(
    white: u32,
    black: u32,
    kings: u32,
    white_to_move: bool,
) -> BTreeSet<(u8, u8, BTreeSet<u8>)> {
    let num = numbering();
    let mut grid = [[Cell::Empty; 8]; 8];
    for rank in 0..8 {
        for file in 0..8 {
            let n = num[rank][file];
            if n == 0 {
                continue;
            }
            let bit = 1u32 << (n - 1);
            let king = kings & bit != 0;
            if white & bit != 0 {
                grid[rank][file] = if king {
                    Cell::King(true)
                } else {
                    Cell::Man(true)
                };
            } else if black & bit != 0 {
                grid[rank][file] = if king {
                    Cell::King(false)
                } else {
                    Cell::Man(false)
                };
            }
        }
    }
    let forward: i32 = if white_to_move { 1 } else { -1 };

    // Every complete capture sequence: (from, to, captured in order, by a king).
    struct Seq {
        from: (i32, i32),
        to: (i32, i32),
        captured: Vec<(i32, i32)>,
        by_king: bool,
    }
    let mut sequences: Vec<Seq> = Vec::new();
    let on = |r: i32, f: i32| (0..8).contains(&r) && (0..8).contains(&f);

    #[allow(clippy::too_many_arguments)]
    fn extend(
        grid: &[[Cell; 8]; 8],
        start: (i32, i32),
        at: (i32, i32),
        king: bool,
        white: bool,
        forward: i32,
        captured: &mut Vec<(i32, i32)>,
        out: &mut Vec<Seq>,
        on: &dyn Fn(i32, i32) -> bool,
    ) {
        let mut any = false;
        for (dr, df) in [(1, -1), (1, 1), (-1, -1), (-1, 1)] {
            if !king && dr != forward {
                continue;
            }
            let (mr, mf) = (at.0 + dr, at.1 + df);
            let (lr, lf) = (at.0 + 2 * dr, at.1 + 2 * df);
            if !on(lr, lf) {
                continue;
            }
            let victim = grid[mr as usize][mf as usize];
            let enemy = match victim {
                Cell::Man(w) => w != white,
                Cell::King(w) => w != white && king,
                Cell::Empty => false,
            };
            if !enemy || captured.contains(&(mr, mf)) {
                continue;
            }
            let landing_free = grid[lr as usize][lf as usize] == Cell::Empty || (lr, lf) == start;
            if !landing_free {
                continue;
            }
            any = true;
            captured.push((mr, mf));
            let last_rank = if white { 7 } else { 0 };
            if !king && lr == last_rank {
                out.push(Seq {
                    from: start,
                    to: (lr, lf),
                    captured: captured.clone(),
                    by_king: false,
                });
            } else {
                extend(
                    grid,
                    start,
                    (lr, lf),
                    king,
                    white,
                    forward,
                    captured,
                    out,
                    on,
                );
            }
            captured.pop();
        }
        if !any && !captured.is_empty() {
            out.push(Seq {
                from: start,
                to: at,
                captured: captured.clone(),
                by_king: king,
            });
        }
    }

    for rank in 0..8i32 {
        for file in 0..8i32 {
            let (king, white) = match grid[rank as usize][file as usize] {
                Cell::Man(w) => (false, w),
                Cell::King(w) => (true, w),
                Cell::Empty => continue,
            };
            if white != white_to_move {
                continue;
            }
            extend(
                &grid,
                (rank, file),
                (rank, file),
                king,
                white,
                forward,
                &mut Vec::new(),
                &mut sequences,
                &on,
            );
        }
    }

    let is_king_at = |(r, f): (i32, i32)| matches!(grid[r as usize][f as usize], Cell::King(_));
    let name = |(r, f): (i32, i32)| num[r as usize][f as usize];
    if !sequences.is_empty() {
        // 1. most pieces
        let most = sequences.iter().map(|s| s.captured.len()).max().unwrap();
        sequences.retain(|s| s.captured.len() == most);
        // 2. a king rather than a man
        if sequences.iter().any(|s| s.by_king) {
            sequences.retain(|s| s.by_king);
        }
        // 3. most kings
        let kings_of = |s: &Seq| s.captured.iter().filter(|&&c| is_king_at(c)).count();
        let most_kings = sequences.iter().map(kings_of).max().unwrap();
        sequences.retain(|s| kings_of(s) == most_kings);
        // 4. a king met earliest
        let first = |s: &Seq| s.captured.iter().position(|&c| is_king_at(c));
        if let Some(earliest) = sequences.iter().filter_map(first).min() {
            sequences.retain(|s| first(s) == Some(earliest));
        }
        return sequences
            .iter()
            .map(|s| {
                (
                    name(s.from),
                    name(s.to),
                    s.captured.iter().map(|&c| name(c)).collect(),
                )
            })
            .collect();
    }

    let mut out = BTreeSet::new();
    for rank in 0..8i32 {
        for file in 0..8i32 {
            let (king, white) = match grid[rank as usize][file as usize] {
                Cell::Man(w) => (false, w),
                Cell::King(w) => (true, w),
                Cell::Empty => continue,
            };
            if white != white_to_move {
                continue;
            }
            for (dr, df) in [(1, -1), (1, 1), (-1, -1), (-1, 1)] {
                if !king && dr != forward {
                    continue;
                }
                let (r, f) = (rank + dr, file + df);
                if on(r, f) && grid[r as usize][f as usize] == Cell::Empty {
                    out.insert((name((rank, file)), name((r, f)), BTreeSet::new()));
                }
            }
        }
    }
    out
}
