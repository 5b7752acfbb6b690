//! The motifs read off real lines of every game, and their words in every language.

use super::*;
use crate::any_game::AnyGame;
use crate::engine::Verdict;
use crate::game::EndReason;
use crate::games;
use crate::i18n::{Lang, Translator};

fn setup(game: &str, text: &str) -> Box<dyn AnyGame> {
    (games::find(game).unwrap().from_setup)(None, &[], text).unwrap()
}

fn line(moves: &[&str]) -> Vec<String> {
    moves.iter().map(|m| (*m).to_owned()).collect()
}

/// Every language renders a text without a placeholder or a missing message.
fn check_words(e: &Explanation, played: &str) -> String {
    let mut english = String::new();
    for lang in Lang::ALL {
        let tr = Translator::new(lang);
        let why = e.why(tr, played);
        assert!(
            !why.is_empty() && !why.contains(['{', '}']),
            "{lang:?}: {why}"
        );
        assert!(why.contains(played), "{lang:?}: {why}");
        if lang == Lang::En {
            english = why;
        }
    }
    assert!(crate::i18n::take_problems().is_empty());
    english
}

#[test]
fn a_man_left_hanging_is_a_man_won_by_the_capture() {
    // White played 26-22 beside the black man on 18: 18x27 takes it.
    let pos = setup("dama-italiana", "B:W22,29:B18,1");
    let e = explain(pos.as_ref(), &line(&["18x27"]), None);
    assert!(
        e.motifs.contains(&Motif::WinsMaterial {
            stuff: Stuff::Man,
            count: 1
        }),
        "{e:?}"
    );
    assert_eq!(material_swing(pos.as_ref(), &e.line, e.side), 1);
    let text = check_words(&e, "26-22");
    assert_eq!(text, "After 26-22, 18x27 wins a man.");
}

#[test]
fn a_capture_answered_by_a_recapture_wins_nothing() {
    // 18x27 is answered by 31x22 (white recaptures): a man each, nothing won.
    let pos = setup("dama-italiana", "B:W22,31:B18,1");
    let e = explain(pos.as_ref(), &line(&["18x27", "31x22"]), None);
    assert_eq!(material_swing(pos.as_ref(), &e.line, e.side), 0, "{e:?}");
    assert!(e.motifs.contains(&Motif::MaterialEven), "{e:?}");
    assert_eq!(
        e.idea(Translator::new(Lang::En)).as_deref(),
        Some("18x27 keeps the material even")
    );
}

#[test]
fn the_fox_s_double_jump_takes_two_geese() {
    let pos = setup(
        "fox-geese",
        "fox c4; geese d4 e5 c1 d1 e1 c2 d2 e2 a3 b3 f3 g3; to-move fox",
    );
    let jump = pos
        .legal_moves()
        .into_iter()
        .find(|m| m.matches('x').count() == 2)
        .expect("a double jump");
    let e = explain(pos.as_ref(), std::slice::from_ref(&jump), None);
    assert!(
        e.motifs.contains(&Motif::MultiJump {
            mv: jump.clone(),
            count: 2
        }),
        "{e:?}"
    );
    let text = check_words(&e, "d3-d4");
    assert_eq!(text, format!("After d3-d4, the fox jumps {jump}: 2 geese."));
}

#[test]
fn a_sowing_into_the_store_is_a_free_turn_and_a_proof_is_told() {
    let pos = (games::find("sungka").unwrap().start)(None, &[]).unwrap();
    let e = explain(pos.as_ref(), &line(&["1"]), Some((Verdict::Win, Some(12))));
    assert!(
        e.motifs.contains(&Motif::FreeTurn { mv: "1".into() }),
        "{e:?}"
    );
    let text = check_words(&e, "7");
    assert!(text.contains("another turn"), "{text}");
    assert!(text.contains("Player 1 wins by force in 6 moves"), "{text}");
    let idea = e.idea(Translator::new(Lang::En)).unwrap();
    // 12 plies of both sides: 6 of the winner's own moves.
    assert_eq!(idea, "1 wins by force in 6 moves");
}

#[test]
fn the_game_s_end_in_the_line_is_told_with_its_reason() {
    // 22x13 takes Black's last man.
    let pos = setup("dama-italiana", "W:W22:B18");
    let e = explain(pos.as_ref(), &line(&["22x13"]), None);
    assert!(
        e.motifs.contains(&Motif::Ends {
            reason: EndReason::NoPieces,
            winner: Some(crate::game::Role::White)
        }),
        "{e:?}"
    );
    check_words(&e, "23-18");
}

#[test]
fn a_move_that_ends_the_game_is_explained_by_the_end() {
    // After 22x13 Black has no piece left: the game is over, there is no answer to tell.
    let mut pos = setup("dama-italiana", "W:W22:B18");
    pos.play_notation("22x13").unwrap();
    let e = explain(pos.as_ref(), &[], Some((Verdict::Loss, Some(0))));
    assert!(e.line.is_empty(), "{e:?}");
    assert_eq!(
        e.motifs,
        [Motif::Ends {
            reason: EndReason::NoPieces,
            winner: Some(crate::game::Role::White)
        }]
    );
    let text = check_words(&e, "23-18");
    assert!(text.starts_with("After 23-18, "), "{text}");
}
