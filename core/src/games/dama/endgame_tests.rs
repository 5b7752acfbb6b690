//! The endgame tables against searches that share nothing with their construction: the
//! naive reference move generator (`reference_tests.rs`) played on bare piece sets, and the
//! rules' own `Game` API; and Expert playing won endings out within the stored distance.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::engine::{CancelToken, Limits, Searcher};
use crate::game::{Game, Outcome};
use crate::games::dama::endgame_distance::{to_the_end, ToTheEnd};
use crate::games::dama::reference_tests;

/// A random position of a random material, with either side to move.
fn random_position(rng: &mut ChaCha8Rng) -> Dama {
    let materials = Material::all();
    loop {
        let m = materials[rng.random_range(0..materials.len())];
        let Some(p) = Pieces::at(m, rng.random_range(0..m.size())) else {
            continue;
        };
        let side = if rng.random_bool(0.5) {
            Side::One
        } else {
            Side::Two
        };
        // Stored with White to move; a Black-to-move position is read through the flip.
        let p = if side == Side::Two { p.flipped() } else { p };
        return Dama::from_sets(&DamaConfig {}, p.white, p.black, p.kings, side)
            .expect("table positions are legal");
    }
}

/// A score of a bounded search: `100 - n` won in `n` plies, `-(100 - n)` lost, 0 neither.
type Bounded = i32;

fn one_more_ply(v: Bounded) -> Bounded {
    match v {
        0 => 0,
        v if v > 0 => -v + 1,
        v => -v - 1,
    }
}

/// The reference generator's move played on bare sets: (white, black, kings, converts).
fn reference_child(
    (white, black, kings): (u32, u32, u32),
    white_to_move: bool,
    (from, to, captured): &(u8, u8, std::collections::BTreeSet<u8>),
) -> (u32, u32, u32, bool) {
    let (from, to) = (1u32 << (from - 1), 1u32 << (to - 1));
    let taken: u32 = captured.iter().map(|s| 1u32 << (s - 1)).sum();
    let crown_row = if white_to_move {
        0x0000_000F
    } else {
        0xF000_0000
    };
    let promoted = kings & from == 0 && crown_row & to != 0;
    let (mut w, mut b) = (white, black);
    if white_to_move {
        w = (w & !from) | to;
        b &= !taken;
    } else {
        b = (b & !from) | to;
        w &= !taken;
    }
    let mut k = kings & !from & !taken;
    if kings & from != 0 || promoted {
        k |= to;
    }
    (w, b, k, promoted || taken != 0)
}

/// The reference moves to search from a node, or its value when the line stops there: lost
/// with no piece or no move (-100), unknown with the depth spent (0).
fn moves_or_end(
    sets: (u32, u32, u32),
    white_to_move: bool,
    depth: u32,
) -> Result<std::collections::BTreeSet<(u8, u8, std::collections::BTreeSet<u8>)>, Bounded> {
    let own = if white_to_move { sets.0 } else { sets.1 };
    let moves = reference_tests::legal_moves(sets.0, sets.1, sets.2, white_to_move);
    if own == 0 || moves.is_empty() {
        return Err(-100);
    }
    if depth == 0 {
        return Err(0);
    }
    Ok(moves)
}

/// Plies to the end of the game, both sides best, within `depth`: a plain minimax over the
/// reference generator. Knows nothing of the tables; no draw rule can strike this close.
fn mate_search(sets: (u32, u32, u32), white_to_move: bool, depth: u32) -> Bounded {
    let moves = match moves_or_end(sets, white_to_move, depth) {
        Ok(moves) => moves,
        Err(value) => return value,
    };
    let mut best = -101;
    for mv in &moves {
        let (w, b, k, _) = reference_child(sets, white_to_move, mv);
        best = best.max(one_more_ply(mate_search(
            (w, b, k),
            !white_to_move,
            depth - 1,
        )));
        if best == 99 {
            break;
        }
    }
    best
}

/// Plies to the winning conversion within `depth`: minimax over the reference generator
/// where a conversion (capture or promotion) ends the line with the tables' value of the
/// position it reaches. Checks the retrograde part (the un-moves, the counting) slice by
/// slice against forward search.
fn conversion_search(sets: (u32, u32, u32), white_to_move: bool, depth: u32) -> Bounded {
    let moves = match moves_or_end(sets, white_to_move, depth) {
        Ok(moves) => moves,
        Err(value) => return value,
    };
    let mut best = -101;
    for mv in &moves {
        let (w, b, k, converts) = reference_child(sets, white_to_move, mv);
        let v = if converts {
            let side = if white_to_move { Side::Two } else { Side::One };
            let child = Dama::from_sets(&DamaConfig {}, w, b, k, side).expect("legal");
            match tables().get(&child) {
                None | Some(DbValue::Loss(_)) => 99,
                Some(DbValue::Win(_)) => -99,
                Some(DbValue::Draw) => 0,
            }
        } else {
            one_more_ply(conversion_search((w, b, k), !white_to_move, depth - 1))
        };
        best = best.max(v);
    }
    best
}

fn bounded(v: DbValue, depth: u32) -> Bounded {
    match v {
        DbValue::Win(d) if u32::from(d) <= depth => 100 - i32::from(d),
        DbValue::Loss(d) if u32::from(d) <= depth => -(100 - i32::from(d)),
        _ => 0,
    }
}

fn sets(pos: &Dama) -> (u32, u32, u32) {
    (pos.white, pos.black, pos.kings)
}

#[test]
fn the_tables_cover_every_position_with_four_pieces() {
    let t = tables();
    assert_eq!(t.bytes(), 7_455_300);
    assert_eq!(Material::all().len(), 41);
    // Overlapping placements are skipped; every real placement is stored.
    let kk = Material {
        white_men: 0,
        white_kings: 1,
        black_men: 0,
        black_kings: 1,
    };
    let (w, l, d) = t.census(kk);
    assert_eq!(w + l + d, 32 * 31);
    // Three kings against one win from nearly everywhere.
    let three = Material {
        white_men: 0,
        white_kings: 3,
        black_men: 0,
        black_kings: 1,
    };
    let (w, l, d) = t.census(three);
    assert!(w > 9 * (l + d), "3K v 1K: {w} won, {l} lost, {d} drawn");
}

#[test]
fn the_tables_agree_with_an_independent_search_to_the_end() {
    let mut rng = ChaCha8Rng::seed_from_u64(14);
    let (mut wins, mut losses) = (0, 0);
    for _ in 0..400 {
        let pos = random_position(&mut rng);
        let white = pos.side == Side::One;
        let v = tables().get(&pos).expect("covered");
        let found = mate_search(sets(&pos), white, 3);
        // A forced end is a forced conversion at the latest.
        match found {
            0 => {}
            f if f > 0 => {
                wins += 1;
                assert!(
                    matches!(v, DbValue::Win(d) if 100 - i32::from(d) >= f),
                    "{}: search {f}, tables {v:?}",
                    pos.to_fen()
                );
            }
            f => {
                losses += 1;
                assert!(
                    matches!(v, DbValue::Loss(d) if -(100 - i32::from(d)) <= f),
                    "{}: search {f}, tables {v:?}",
                    pos.to_fen()
                );
            }
        }
        if v == DbValue::Draw {
            assert_eq!(found, 0, "{}", pos.to_fen());
        }
    }
    assert!(
        wins > 20 && losses > 5,
        "samples: {wins} won, {losses} lost"
    );
}

#[test]
fn the_distances_agree_with_a_forward_search_to_the_conversion() {
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let mut decisive = 0;
    for i in 0..300 {
        let pos = random_position(&mut rng);
        let v = tables().get(&pos).expect("covered");
        // Bias towards short decisive values, which the search can reach.
        if i % 2 == 0 && !matches!(v, DbValue::Win(1..=3) | DbValue::Loss(0..=3)) {
            continue;
        }
        let found = conversion_search(sets(&pos), pos.side == Side::One, 3);
        assert_eq!(found, bounded(v, 3), "{}: tables {v:?}", pos.to_fen());
        decisive += (found != 0) as u32;
    }
    assert!(decisive > 50, "{decisive} decisive samples");
}

/// The value the tables imply from a position's children (through the rules' own move
/// generator and `play`): the Bellman equation the retrograde analysis solves.
fn implied(pos: &Dama) -> DbValue {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    if moves.is_empty() {
        return DbValue::Loss(0);
    }
    let rank = |v: DbValue| match v {
        DbValue::Win(d) => 1000 - i32::from(d),
        DbValue::Draw => 0,
        DbValue::Loss(d) => -1000 + i32::from(d),
    };
    let mut best = DbValue::Loss(0);
    let mut first = true;
    for mv in &moves {
        let mut child = pos.clone();
        child.play(mv);
        let converts = child.quiet_plies() == 0;
        let mine = match child.outcome() {
            Outcome::Win { .. } => DbValue::Win(1),
            _ => {
                let v = tables().get(&child).expect("covered");
                match (converts, v.with_counter(child.quiet_plies())) {
                    (true, DbValue::Loss(_)) => DbValue::Win(1),
                    (true, DbValue::Win(_)) => DbValue::Loss(1),
                    (_, DbValue::Draw) => DbValue::Draw,
                    (false, DbValue::Loss(d)) => DbValue::Win(d + 1),
                    (false, DbValue::Win(d)) => DbValue::Loss(d + 1),
                }
            }
        };
        if first || rank(mine) > rank(best) {
            best = mine;
            first = false;
        }
    }
    best
}

#[test]
fn every_sampled_value_follows_from_its_children() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut seen = [0u32; 3];
    for _ in 0..20_000 {
        let pos = random_position(&mut rng);
        let v = tables().get(&pos).expect("covered");
        seen[match v {
            DbValue::Win(_) => 0,
            DbValue::Loss(_) => 1,
            DbValue::Draw => 2,
        }] += 1;
        assert_eq!(v, implied(&pos), "{}", pos.to_fen());
    }
    assert!(seen.iter().all(|&n| n > 1000), "won/lost/drawn {seen:?}");
}

#[test]
fn the_draw_counter_shortens_what_is_won() {
    assert_eq!(DbValue::Win(10).with_counter(70), DbValue::Win(10));
    assert_eq!(DbValue::Win(11).with_counter(70), DbValue::Draw);
    assert_eq!(DbValue::Loss(0).with_counter(80), DbValue::Loss(0));
    assert_eq!(DbValue::Loss(3).with_counter(78), DbValue::Draw);
}

/// The stored win of a material that takes longest, White to move.
fn longest_win(m: Material) -> (Dama, u8) {
    let t = tables();
    let base = t.offsets[m.code()] as usize;
    let mut best = None;
    for i in 0..m.size() {
        if let DbValue::Win(d) = DbValue::decode(t.data[base + i]) {
            if best.is_none_or(|(_, b)| d > b) {
                best = Some((i, d));
            }
        }
    }
    let (i, d) = best.expect("the material has wins");
    let p = Pieces::at(m, i).expect("a stored win is a position");
    let pos = Dama::from_sets(&DamaConfig {}, p.white, p.black, p.kings, Side::One).unwrap();
    (pos, d)
}

/// The defence the tables call best: the move that puts the conversion off longest.
fn best_defence(pos: &Dama) -> DamaMove {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut best = (moves[0], -1);
    for mv in &moves {
        let mut child = pos.clone();
        child.play(mv);
        let length = match child.outcome() {
            Outcome::Ongoing if child.quiet_plies() != 0 => {
                match tables()
                    .get(&child)
                    .map(|v| v.with_counter(child.quiet_plies()))
                {
                    Some(DbValue::Win(d)) => i32::from(d),
                    _ => 1000, // a draw or a win for the defender: it would take it
                }
            }
            _ => 0,
        };
        if length > best.1 {
            best = (*mv, length);
        }
    }
    best.0
}

/// Expert (White) against the tables' best defence: the outcome, the plies to the first
/// conversion (or the end), and whether every position on the way stayed won for White at
/// its draw counter.
fn play_out(mut pos: Dama) -> (Outcome, usize, bool) {
    let mut searcher: Searcher<Dama> = Searcher::new(1 << 20);
    let start = pos.ply();
    let mut first_conversion = None;
    let mut always_won = true;
    while !pos.outcome().is_over() && pos.ply() - start < 400 {
        let v = tables()
            .get(&pos)
            .map(|v| v.with_counter(pos.quiet_plies()));
        let mv = if pos.side_to_move() == Side::One {
            always_won &= matches!(v, Some(DbValue::Win(_)));
            let r = searcher.search(&pos, &Limits::depth(3), &CancelToken::new());
            r.best_move.expect("a move")
        } else {
            always_won &= matches!(v, Some(DbValue::Loss(_)) | None);
            best_defence(&pos)
        };
        pos.play(&mv);
        if pos.quiet_plies() == 0 && first_conversion.is_none() {
            first_conversion = Some(pos.ply() - start);
        }
    }
    let plies = first_conversion.unwrap_or(pos.ply() - start);
    (pos.outcome(), plies, always_won)
}

/// The stored win of this white material against a lone black king that takes longest.
fn longest_against_a_king(white_men: u8, white_kings: u8) -> (Dama, u8) {
    longest_win(Material {
        white_men,
        white_kings,
        black_men: 0,
        black_kings: 1,
    })
}

/// Plays out the longest win of this white material against a lone black king, checks that
/// White won it with a winning move every time, and gives the position, its stored distance
/// and the plies to the first conversion.
fn expert_wins_the_longest(white_men: u8, white_kings: u8) -> (Dama, u8, usize) {
    let (pos, d) = longest_against_a_king(white_men, white_kings);
    let (outcome, plies, always_won) = play_out(pos.clone());
    assert!(
        matches!(
            outcome,
            Outcome::Win {
                winner: Side::One,
                ..
            }
        ),
        "{}: {outcome:?}",
        pos.to_fen()
    );
    assert!(always_won, "{}", pos.to_fen());
    (pos, d, plies)
}

#[test]
fn expert_wins_kings_against_a_king_in_the_stored_distance() {
    for white_kings in [2, 3] {
        let (pos, d, plies) = expert_wins_the_longest(0, white_kings);
        // White converts only by taking the last piece; Black's capture of a king (when
        // forced) ends the stored distance too.
        assert_eq!(plies, usize::from(d), "{}", pos.to_fen());
    }
}

#[test]
fn expert_converts_a_won_three_against_one_with_men() {
    for (white_men, white_kings) in [(3, 0), (2, 1), (1, 1)] {
        expert_wins_the_longest(white_men, white_kings);
    }
}

#[test]
fn the_cache_file_gives_back_the_tables_and_refuses_a_damaged_copy() {
    use super::super::endgame_file::write;
    let read = read_kept;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("cache").join("tables.bin");
    let built = tables();
    let (offsets, data) = built.parts();
    write(&file, offsets, data).unwrap();
    let back = read(&file).expect("a whole file is read back");
    assert_eq!(back.parts(), built.parts());
    let whole = std::fs::read(&file).unwrap();
    // One value changed: the checksum refuses it (the caller then rebuilds and rewrites).
    let mut damaged = whole.clone();
    let last = damaged.len() - 1;
    damaged[last] ^= 1;
    std::fs::write(&file, &damaged).unwrap();
    assert!(read(&file).is_none(), "a changed value");
    std::fs::write(&file, &whole[..whole.len() / 2]).unwrap();
    assert!(read(&file).is_none(), "a cut file");
    let mut other_format = whole.clone();
    other_format[8] ^= 0xff;
    std::fs::write(&file, &other_format).unwrap();
    assert!(read(&file).is_none(), "another format");
    std::fs::write(&file, b"").unwrap();
    assert!(read(&file).is_none(), "an empty file");
    assert!(read(dir.path()).is_none(), "a folder");
}

/// [`bounded`] for a value counted to the end.
fn bounded_end(v: ToTheEnd, depth: u32) -> Bounded {
    match v {
        ToTheEnd::Win(Some(n)) if n <= depth => 100 - n as i32,
        ToTheEnd::Loss(Some(n)) if n <= depth => -(100 - n as i32),
        _ => 0,
    }
}

#[test]
fn the_count_to_the_end_agrees_with_a_plain_search_to_the_end() {
    let mut rng = ChaCha8Rng::seed_from_u64(33);
    let mut decisive = 0;
    for i in 0..240 {
        let pos = random_position(&mut rng);
        let (v, best) = to_the_end(&pos, None).expect("covered");
        // Bias towards short decisive values, which the plain search can reach.
        if i % 2 == 0 && !matches!(v, ToTheEnd::Win(Some(1..=4)) | ToTheEnd::Loss(Some(0..=4))) {
            continue;
        }
        let found = mate_search(sets(&pos), pos.side == Side::One, 4);
        assert_eq!(found, bounded_end(v, 4), "{}: {v:?}", pos.to_fen());
        assert_eq!(best.is_some(), v != ToTheEnd::Draw && found != -100);
        decisive += (found != 0) as u32;
    }
    assert!(decisive > 40, "{decisive} decisive samples");
}

/// Both sides playing the moves the count names: the game ends as counted, the winner
/// winning, and no shorter than the tables' distance to the first conversion.
fn plays_out_as_counted(start: Dama) -> u32 {
    let (v, _) = to_the_end(&start, None).expect("covered");
    let ToTheEnd::Win(Some(n)) = v else {
        panic!("{}: {v:?}", start.to_fen());
    };
    let winner = start.side_to_move();
    let mut pos = start.clone();
    let mut plies = 0;
    while !pos.outcome().is_over() {
        let (_, best) = to_the_end(&pos, None).expect("covered");
        pos.play(&best.expect("a decided position names a move"));
        plies += 1;
    }
    assert!(
        matches!(pos.outcome(), Outcome::Win { winner: w, .. } if w == winner),
        "{}: {:?}",
        start.to_fen(),
        pos.outcome()
    );
    assert_eq!(plies, n, "{}", start.to_fen());
    n
}

#[test]
fn the_longest_wins_end_as_counted_and_later_than_they_convert() {
    for (white_men, white_kings) in [(0, 2), (0, 3), (1, 1), (2, 1)] {
        let (pos, d) = longest_against_a_king(white_men, white_kings);
        let n = plays_out_as_counted(pos.clone());
        assert!(
            n >= u32::from(d),
            "{}: end {n}, conversion {d}",
            pos.to_fen()
        );
    }
}

#[test]
fn a_win_in_five_to_the_end_is_not_the_conversion_in_two() {
    let pos = Dama::read_setup(&DamaConfig {}, "W:WK6,K11,24:BK23").expect("a setup");
    assert_eq!(tables().get(&pos), Some(DbValue::Win(2)));
    assert_eq!(
        to_the_end(&pos, None).map(|(v, _)| v),
        Some(ToTheEnd::Win(Some(5)))
    );
    assert_eq!(plays_out_as_counted(pos.clone()), 5);
    assert_eq!(mate_search(sets(&pos), true, 5), 95);
}
