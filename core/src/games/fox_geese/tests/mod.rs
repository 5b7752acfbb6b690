//! Tests of Fox and Geese.

mod naive;

mod eval;
mod geometry;
mod perft;
mod persistence;
mod playout;
mod rules;

use std::collections::BTreeSet;

use super::{Config, FoxGeese};
use crate::board::PieceKind;
use crate::game::{Game, Side};

/// A preset's configuration with options on top.
fn config(preset: &str, options: &[(&str, &str)]) -> Config {
    let options: Vec<(String, String)> = options
        .iter()
        .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
        .collect();
    FoxGeese::configure(Some(preset), &options).unwrap()
}

fn setup(preset: &str, options: &[(&str, &str)], text: &str) -> FoxGeese {
    FoxGeese::setup(&config(preset, options), text).unwrap()
}

/// The legal moves in notation, sorted.
fn move_texts(pos: &FoxGeese) -> Vec<String> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut out: Vec<String> = moves.iter().map(|m| pos.format_move(m)).collect();
    out.sort();
    out
}

fn sorted(texts: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = texts.iter().map(|t| (*t).to_owned()).collect();
    out.sort();
    out
}

fn play(pos: &mut FoxGeese, text: &str) {
    let mv = pos.parse_move(text).unwrap();
    pos.try_play(&mv).unwrap();
}

/// The naive generator's view of a position, read through the public interface only.
fn to_naive(pos: &FoxGeese, rules: &naive::Rules) -> naive::Pos {
    let board = FoxGeese::board(pos.config());
    let coords = |p: u8| {
        let pt = &board.points[p as usize];
        (pt.x as i32, pt.y as i32)
    };
    let mut fox = None;
    let mut geese = BTreeSet::new();
    for piece in pos.pieces() {
        match piece.kind {
            PieceKind::Fox => fox = Some(coords(piece.point)),
            PieceKind::Goose => {
                geese.insert(coords(piece.point));
            }
            other => panic!("unexpected piece {other:?}"),
        }
    }
    let _ = rules;
    naive::Pos {
        fox: fox.unwrap(),
        geese: geese.clone(),
        fox_to_move: pos.side_to_move() == Side::One,
        captured: pos.config().geese as u32 - geese.len() as u32,
    }
}

/// The naive rules of a configuration, spelled from its option values.
fn naive_rules(config: &Config) -> naive::Rules {
    let opts = FoxGeese::options(config);
    let value = |k: &str| opts.iter().find(|o| o.key == k).unwrap().value.clone();
    naive::Rules {
        lines: naive::lines(&value("diagonals")),
        sideways: value("sideways") == "on",
        forced: value("forced-capture") == "on",
        captures_to_win: value("captures-to-win").parse().unwrap(),
    }
}
