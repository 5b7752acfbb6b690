//! The board of a puzzle or a lesson as points with words, for both screens.

use crate::any_game::AnyGame;
use crate::app::contract::LearningPoint;
use crate::i18n::Translator;

pub(in crate::app) fn points(
    tr: Translator,
    pos: &dyn AnyGame,
    hinted: Option<u8>,
) -> Vec<LearningPoint> {
    let board = pos.board();
    let pieces = pos.pieces();
    board
        .points
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let kind = pieces
                .iter()
                .find(|x| x.point as usize == i)
                .map(|x| x.kind);
            LearningPoint {
                point: i as u8,
                name: p.name.clone(),
                x: p.x,
                y: p.y,
                label: tr.describe_point(&p.name, kind),
                hinted: hinted == Some(i as u8),
            }
        })
        .collect()
}
