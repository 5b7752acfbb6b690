//! Every refused move of the list names its rule and the required moves, through the
//! session (typed moves and taps) and in every language.

use crate::game::Role;
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
    .into_iter()
    .chain(step_cases())
    .collect()
}

/// Issue 34: the steps the lines allow to no piece of that kind, and a move of the side
/// not to move.
fn step_cases() -> Vec<(Match, &'static str, Refusal)> {
    let geese_turn = "fox d7; geese c3 d3 e3; to-move geese";
    // Few geese on the board: the game goes on until the fox has taken 13.
    let few: &[(&str, &str)] = &[("captures-to-win", "13")];
    vec![
        (
            at("fox-geese", few, Some(geese_turn)),
            "d3-d2",
            Refusal::GeeseNeverBack,
        ),
        (
            at(
                "fox-geese",
                &[("sideways", "off"), ("captures-to-win", "13")],
                Some(geese_turn),
            ),
            "e3-f3",
            Refusal::GeeseOnlyForward,
        ),
        (
            at(
                "fox-geese",
                few,
                Some("fox d4; geese c1 d1 e1; to-move fox"),
            ),
            "d4-d6",
            Refusal::FoxStepsOne,
        ),
        (
            at("fox-geese", few, Some(geese_turn)),
            "d7-d6",
            Refusal::OtherSidesTurn {
                role: crate::game::Role::Geese,
            },
        ),
        (dama("W:W22:B5"), "22-26", Refusal::ManNeverBack),
        (
            dama("B:W22:B5"),
            "22-18",
            Refusal::OtherSidesTurn {
                role: crate::game::Role::Black,
            },
        ),
        (
            at(
                "hare-hounds",
                &[],
                Some("hounds a2 b3 c2; hare b5; to-move hounds"),
            ),
            "b5-c4",
            Refusal::OtherSidesTurn {
                role: crate::game::Role::Hounds,
            },
        ),
    ]
}

#[test]
fn typed_dashes_and_spaces_read_as_the_dash() {
    for typed in ["22–18", "22—18", "22−18", "22 18", " 22 - 18 "] {
        let mut m = dama("W:W22:B5");
        assert_eq!(
            m.play(typed).map(|a| a.notation),
            Ok("22-18".to_owned()),
            "{typed:?}"
        );
    }
    let mut m = dama("W:W22:B18");
    assert_eq!(
        m.play("22 x 13").map(|a| a.notation),
        Ok("22x13".to_owned())
    );
    let mut m = at("fox-geese", &[], None);
    let fox = m.game().legal_moves()[0].clone();
    let spaced = fox.replace('-', " ");
    assert_eq!(m.play(&spaced).map(|a| a.notation), Ok(fox));
    // A refused move typed with an en dash names its rule too.
    let mut m = dama("W:W22:B5");
    assert_eq!(
        m.play("22–26"),
        Err(SessionError::Refused(Refusal::ManNeverBack))
    );
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
    // A man tapped onto the square behind it, a goose onto the point behind it.
    let mut m = dama("W:W22:B5");
    m.tap(point(&m, "22")).unwrap();
    assert_eq!(
        m.tap(point(&m, "26")),
        Err(SessionError::Refused(Refusal::ManNeverBack))
    );
    let mut m = at(
        "fox-geese",
        &[("captures-to-win", "13")],
        Some("fox d7; geese c3 d3 e3; to-move geese"),
    );
    m.tap(point(&m, "e3")).unwrap();
    assert_eq!(
        m.tap(point(&m, "e2")),
        Err(SessionError::Refused(Refusal::GeeseNeverBack))
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
    // Each side's turn is its own text (the role reads in every language).
    reasons.retain(|r| r.role().is_none());
    reasons.extend(
        [
            Role::Fox,
            Role::Geese,
            Role::Hounds,
            Role::Hare,
            Role::White,
            Role::Black,
        ]
        .map(|role| Refusal::OtherSidesTurn { role }),
    );
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

#[test]
fn each_new_refusal_reads_as_the_rule_in_every_language() {
    // The words each language must use for the rule (not only a different text).
    let expected: &[(Refusal, [&str; 4])] = &[
        (
            Refusal::GeeseNeverBack,
            ["back", "ถอยหลัง", "뒤로", "taaksepäin"],
        ),
        (
            Refusal::GeeseOnlyForward,
            ["only forward", "ข้างหน้า", "앞으로만", "vain eteenpäin"],
        ),
        (
            Refusal::FoxStepsOne,
            ["one point", "ทีละจุด", "한 점씩", "yhden pisteen"],
        ),
        (
            Refusal::ManNeverBack,
            ["only a king", "คิง", "킹뿐", "vain daami"],
        ),
        (
            Refusal::OtherSidesTurn { role: Role::Hounds },
            [
                "the hounds' turn",
                "หมาล่าเนื้อ",
                "사냥개 차례",
                "koirien vuoro",
            ],
        ),
        (
            Refusal::OtherSidesTurn { role: Role::Geese },
            ["the geese's turn", "ห่าน", "거위 차례", "hanhien vuoro"],
        ),
    ];
    for (reason, words) in expected {
        for (lang, word) in Lang::ALL.into_iter().zip(words) {
            let text = Translator::new(lang).refusal(reason);
            assert!(text.contains(word), "{lang:?} {reason:?}: {text}");
        }
    }
}

#[test]
fn the_turn_refusal_names_the_colour_as_shown() {
    // Dama with Black at the bottom moving first exchanges the names: the refusal follows.
    let r = Refusal::OtherSidesTurn { role: Role::White }.map_role(|_| Role::Black);
    assert_eq!(Translator::new(Lang::En).refusal(&r), "It is Black's turn.");
}
