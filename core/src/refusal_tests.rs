//! Every refused move of the list names its rule and the required moves, through the
//! session (typed moves and taps) and in every language.

use crate::i18n::{take_problems, Lang, Translator};
use crate::refusal::Refusal;
use crate::session::{Match, MatchSetup, Mode, SessionError};

fn at(game: &str, options: &[(&str, &str)], position: Option<&str>) -> Match {
    Match::new(MatchSetup {
        game: game.to_owned(),
        preset: None,
        options: options
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect(),
        position: position.map(str::to_owned),
        mode: Mode::PassAndPlay,
        seed: 1,
    })
    .expect("setup")
}

fn dama(fen: &str) -> Match {
    at("dama-italiana", &[], Some(fen))
}

fn point(m: &Match, name: &str) -> u8 {
    m.game().board().point_index(name).expect(name) as u8
}

fn required(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| (*s).to_owned()).collect()
}

/// The refused case of every reason: the match, the typed move, the reason.
fn cases() -> Vec<(Match, &'static str, Refusal)> {
    let mut sungka_after_free_turn = at("sungka", &[], None);
    sungka_after_free_turn.play("1").unwrap();
    let mut over = at(
        "hare-hounds",
        &[],
        Some("hounds a4 c4 b3; hare b5; to-move hounds"),
    );
    over.play("b3-b4").unwrap();
    vec![
        (
            dama("W:W22,29:B18,1"),
            "29-25",
            Refusal::MustCapture {
                required: required(&["22x13"]),
            },
        ),
        (
            dama("W:W22,K30:B19,26"),
            "22x15",
            Refusal::KingMustCapture {
                required: required(&["30x21"]),
            },
        ),
        (
            dama("W:W22,23:B18,10,19"),
            "22x15",
            Refusal::MostPieces {
                required: required(&["22x13x6", "23x14x5"]),
            },
        ),
        (
            dama("W:WK22:B18,K19"),
            "22x13",
            Refusal::MostKings {
                required: required(&["22x15"]),
            },
        ),
        (
            dama("W:WK22:BK18,10,27,K28"),
            "22x31x24",
            Refusal::KingMetFirst {
                required: required(&["22x13x6"]),
            },
        ),
        (dama("W:W22:BK18"), "22x13", Refusal::ManCannotCaptureKing),
        // Issue 27: the start of a chain typed as the whole move.
        (
            dama("W:W22,23:B18,10,19"),
            "22x13",
            Refusal::ChainMustContinue {
                required: required(&["22x13x6"]),
            },
        ),
        (
            at(
                "fox-geese",
                &[("forced-capture", "on"), ("captures-to-win", "13")],
                Some("fox d4; geese d5 c1 d1 e1; to-move fox"),
            ),
            "d4-c4",
            Refusal::FoxMustJump {
                required: required(&["d4xd6"]),
            },
        ),
        (
            at(
                "hare-hounds",
                &[],
                Some("hounds a2 b3 c2; hare b5; to-move hounds"),
            ),
            "b3-b2",
            Refusal::HoundsNeverBack,
        ),
        (sungka_after_free_turn, "1", Refusal::EmptyHouse),
        (over, "b5-b4", Refusal::GameOver),
    ]
}

#[test]
fn typed_moves_are_refused_with_their_rule_and_the_required_moves() {
    for (mut m, mv, reason) in cases() {
        assert_eq!(
            m.play(mv),
            Err(SessionError::Refused(reason.clone())),
            "{mv}"
        );
    }
}

#[test]
fn taps_are_refused_with_the_same_rule() {
    // A man that has no capture while another must take: selecting it is refused.
    let mut m = dama("W:W22,29:B18,1");
    assert_eq!(
        m.tap(point(&m, "29")),
        Err(SessionError::Refused(Refusal::MustCapture {
            required: required(&["22x13"])
        }))
    );
    // The man that captures less: its landing is refused once it is selected.
    let mut m = dama("W:W22,K30:B19,26");
    assert_eq!(
        m.tap(point(&m, "22")),
        Err(SessionError::Refused(Refusal::KingMustCapture {
            required: required(&["30x21"])
        }))
    );
    // A man dragged over a king (a tap would play its only move at once).
    let mut m = dama("W:W22:BK18");
    m.drag_start(point(&m, "22")).unwrap();
    assert_eq!(
        m.drag_end(point(&m, "13")),
        Err(SessionError::Refused(Refusal::ManCannotCaptureKing))
    );
    // The fox's step, tapped without selecting the fox first.
    let mut m = at(
        "fox-geese",
        &[("forced-capture", "on"), ("captures-to-win", "13")],
        Some("fox d4; geese d5 c1 d1 e1; to-move fox"),
    );
    assert_eq!(
        m.tap(point(&m, "c4")),
        Err(SessionError::Refused(Refusal::FoxMustJump {
            required: required(&["d4xd6"])
        }))
    );
    // A hound stepping back.
    let mut m = at(
        "hare-hounds",
        &[],
        Some("hounds a2 b3 c2; hare b5; to-move hounds"),
    );
    m.tap(point(&m, "b3")).unwrap();
    assert_eq!(
        m.tap(point(&m, "b2")),
        Err(SessionError::Refused(Refusal::HoundsNeverBack))
    );
    // Sungka: the other player's house, then an empty own house.
    let mut m = at("sungka", &[], None);
    assert_eq!(
        m.tap(point(&m, "p2-1")),
        Err(SessionError::Refused(Refusal::NotYourHouse))
    );
    m.play("1").unwrap();
    assert_eq!(
        m.tap(point(&m, "p1-1")),
        Err(SessionError::Refused(Refusal::EmptyHouse))
    );
}

#[test]
fn a_legal_capture_in_progress_is_not_refused() {
    // Both men take two: tapping either one selects it, nothing is refused.
    let mut m = dama("W:W22,23:B18,10,19");
    assert!(m.tap(point(&m, "22")).is_ok());
    assert_eq!(m.game().refusal(&[point(&m, "22")]), None);
}

#[test]
fn every_refusal_reads_in_every_language_with_its_moves() {
    let mut reasons: Vec<Refusal> = cases().into_iter().map(|(_, _, r)| r).collect();
    reasons.push(Refusal::NotYourHouse);
    let english = Translator::new(Lang::En);
    let mut seen = std::collections::HashSet::new();
    for reason in &reasons {
        for lang in Lang::ALL {
            let tr = Translator::new(lang);
            let text = tr.session_error(&SessionError::Refused(reason.clone()));
            for mv in reason.required() {
                assert!(text.contains(mv.as_str()), "{lang:?} {reason:?}: {text}");
            }
            assert!(!text.is_empty() && !text.contains('{'), "{lang:?}: {text}");
            if lang != Lang::En {
                assert_ne!(text, english.refusal(reason), "{lang:?} {reason:?}");
            }
            // Each reason has its own text: no two reasons read the same.
            assert!(seen.insert((lang, text.clone())), "{text}");
        }
    }
    let mine: Vec<String> = take_problems()
        .into_iter()
        .filter(|p| p.contains("refusal-"))
        .collect();
    assert!(mine.is_empty(), "{mine:?}");
}

#[test]
fn the_terminal_text_names_the_required_capture() {
    let mut m = dama("W:W22,29:B18,1");
    let e = m.play("29-25").unwrap_err();
    assert_eq!(
        Translator::new(Lang::En).session_error(&e),
        "A capture is compulsory. You must capture: 22x13"
    );
}
