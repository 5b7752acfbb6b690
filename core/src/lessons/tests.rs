use super::*;
use crate::i18n::{take_problems, Lang};
use crate::session::Match;

const GAMES: [&str; 4] = ["fox-geese", "hare-hounds", "sungka", "dama-italiana"];

/// A right move and, when there is one, a wrong legal move of the current step.
fn right_and_wrong(player: &LessonPlayer) -> (String, Option<String>) {
    let step = player.step().unwrap();
    let legal = player.position().unwrap().legal_moves();
    let is_right = |m: &String| match (&step.expect, &step.avoid) {
        (Some(e), _) => e.contains(m),
        (None, Some(a)) => !a.contains(m),
        (None, None) => true,
    };
    let right = legal.iter().find(|m| is_right(m)).cloned().unwrap();
    let wrong = legal.iter().find(|m| !is_right(m)).cloned();
    (right, wrong)
}

#[test]
fn every_lesson_plays_through_to_a_game_against_easy() {
    for game in GAMES {
        let mut player = LessonPlayer::new(game).unwrap();
        let steps = player.lesson.steps.len();
        assert!((5..=8).contains(&steps), "{game}: {steps} steps");
        assert!(player.lesson.steps.last().unwrap().play_easy, "{game}");
        let mut wrongs = 0;
        while player.closing_game().is_none() {
            let step = player.step().unwrap().clone();
            let legal = player.position().unwrap().legal_moves();
            // Every move the step names is legal there.
            for m in step.expect.iter().chain(step.avoid.iter()).flatten() {
                assert!(legal.contains(m), "{game} {}: {m} in {legal:?}", step.text);
            }
            let (right, wrong) = right_and_wrong(&player);
            if let Some(wrong) = wrong {
                assert_eq!(player.play(&wrong), Verdict::Wrong, "{game} {}", step.text);
                assert_eq!(player.step(), Some(&step), "a wrong move stays on the step");
                wrongs += 1;
            }
            assert_eq!(player.play(&right), Verdict::Right, "{game} {}", step.text);
        }
        assert!(wrongs >= 2, "{game}: only {wrongs} steps can go wrong");
        let setup = player.closing_game().unwrap();
        assert_eq!(
            setup.mode,
            Mode::VsComputer {
                human: Side::One,
                level: Level::Easy
            }
        );
        assert!(Match::new(setup).is_ok());
        assert_eq!(player.play("1"), Verdict::NoStep);
        player.finish();
        assert!(player.is_finished());
    }
}

#[test]
fn an_illegal_move_in_a_lesson_says_the_rule() {
    let mut player = LessonPlayer::new("dama-italiana").unwrap();
    player.play("22-18");
    // The compulsory capture step: a quiet move is refused with the capture named.
    assert_eq!(
        player.play("29-25"),
        Verdict::Refused(Some(Refusal::MustCapture {
            required: vec!["22x13".into()]
        }))
    );
}

#[test]
fn every_lesson_text_reads_in_every_language() {
    let english = Translator::new(Lang::En);
    for game in GAMES {
        let lesson = lesson(game).unwrap();
        for step in &lesson.steps {
            let mut keys = vec![step.text.clone()];
            if step.expect.is_some() || step.avoid.as_ref().is_some_and(|a| !a.is_empty()) {
                keys.push(format!("{}-wrong", step.text));
            }
            for key in keys {
                for lang in Lang::ALL {
                    let text = Translator::new(lang).tr(&key, &[]);
                    assert!(!text.is_empty() && !text.contains('{'), "{lang:?} {key}");
                    if lang != Lang::En {
                        assert_ne!(text, english.tr(&key, &[]), "{lang:?} {key}");
                    }
                }
            }
        }
    }
    let mine: Vec<String> = take_problems()
        .into_iter()
        .filter(|p| p.contains("lesson-"))
        .collect();
    assert!(mine.is_empty(), "{mine:?}");
}
