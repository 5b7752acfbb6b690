use super::proof::{judge, Goal, Value};
use super::*;
use crate::engine::{Level, Verdict as Exactly};
use crate::game::Side;
use crate::i18n::{take_problems, Lang, Translator};
use crate::session::{Match, Mode};

/// Every registered game: a game added to `GAMES` without its course fails here.
fn games() -> impl Iterator<Item = &'static str> {
    crate::games::GAMES.iter().map(|g| g.id)
}

/// A right move and, when there is one, a wrong legal move of the current step.
fn right_and_wrong(player: &mut LessonPlayer) -> (String, Option<String>) {
    let legal = player.step_position().unwrap().legal_moves();
    let right = player.right_moves();
    assert!(!right.is_empty(), "{}: no right move", player.step_key());
    let wrong = legal.iter().find(|m| !right.contains(m)).cloned();
    (right[0].clone(), wrong)
}

/// Every step's proof: a goal's right moves are proved (the judgement exists and is a
/// win, a forced gain or a forced win for the player), and some legal move is wrong.
fn prove_step(game: &str, key: &str, step: &Step, pos: &dyn crate::any_game::AnyGame) {
    let legal = pos.legal_moves();
    for m in step.expect.iter().chain(step.avoid.iter()).flatten() {
        assert!(legal.contains(m), "{game} {key}: {m} in {legal:?}");
    }
    let Some(goal) = step.goal else {
        return;
    };
    let j = judge(pos, goal).unwrap_or_else(|_| panic!("{game} {key}: not proved"));
    match goal {
        Goal::Exact => {
            // A draw step holds a draw the tables prove; every other step is a win.
            let e = j.exact.unwrap();
            let value = if step.text.contains("-draw") {
                Exactly::Draw
            } else {
                Exactly::Win
            };
            assert_eq!(e.verdict, value, "{game} {key}: the player's value");
        }
        Goal::Gain { .. } => {
            // The right moves win material by force, or (a "safe" step) are the only
            // ones that lose none.
            let now = super::proof::balance(pos, pos.side_to_move());
            let Value::Score(best) = j.best else {
                panic!("{game} {key}: {:?}", j.best)
            };
            if step.text.contains("-safe") {
                assert!(best >= now, "{game} {key}: {best} < {now}");
            } else {
                assert!(best > now, "{game} {key}: {best} <= {now}");
            }
        }
        Goal::Win { .. } => {
            assert!(
                matches!(j.best, Value::Score(s) if s > 0),
                "{game} {key}: {:?}",
                j.best
            );
        }
    }
    assert!(
        j.right().len() < legal.len(),
        "{game} {key}: every move is right"
    );
    for mv in j.right() {
        sowing_theme_holds(game, key, &step.text, pos, &mv);
        // The end of a Sungka game: the right sowing leaves the side to move nothing to
        // sow, and the count is the player's.
        if step.text.contains("sungka-end-") {
            let mut after = pos.clone_box();
            after.play_notation(&mv).unwrap();
            assert!(
                matches!(after.outcome(), crate::game::Outcome::Win { winner, .. }
                    if winner == pos.side_to_move()),
                "{game} {key}: {mv} does not end the game won"
            );
        }
        // The fox's themes: a double jump captures twice or more, a fork captures nothing
        // yet.
        if step.text.contains("double-jump") {
            assert!(mv.matches('x').count() >= 2, "{game} {key}: {mv}");
        }
        if step.text.contains("-fork") {
            assert!(!mv.contains('x'), "{game} {key}: {mv}");
        }
    }
    // A shot gives a man away: after each right move the opponent must capture.
    if step.text.contains("-shot") || step.text.contains("two-for-one") {
        for mv in j.right() {
            let mut after = pos.clone_box();
            after.play_notation(&mv).unwrap();
            let captures = after.move_infos().iter().any(|m| !m.captures.is_empty());
            assert!(captures, "{game} {key}: {mv} is no sacrifice");
        }
    }
}

/// A Sungka step's theme is what its right sowing does: a free turn, a capture of the
/// opponent's shells, a relay, or (a quiet step) neither a capture nor a free turn.
fn sowing_theme_holds(
    game: &str,
    key: &str,
    text: &str,
    pos: &dyn crate::any_game::AnyGame,
    mv: &str,
) {
    use crate::game::{MoveDetail, SowStep};
    let Some(MoveDetail::Sowing { trace }) = pos.move_detail(mv) else {
        return;
    };
    let free = trace.steps.iter().any(|s| matches!(s, SowStep::FreeTurn));
    let captures = trace
        .steps
        .iter()
        .any(|s| matches!(s, SowStep::Capture { count, .. } if *count >= 2));
    let relays = trace
        .steps
        .iter()
        .any(|s| matches!(s, SowStep::Relay { .. }));
    let holds = if text.contains("free-turn") {
        free
    } else if text.contains("capture") {
        captures
    } else if text.contains("relay") {
        relays && (free || captures)
    } else if text.contains("quiet") {
        !free && !captures
    } else {
        true
    };
    assert!(holds, "{game} {key}: {mv} is not what {text} says");
}

/// A rules step on a capture priority leaves only the captures the priority allows.
#[test]
fn each_priority_step_leaves_only_the_prioritised_capture() {
    for game in games() {
        let course = lesson(game).unwrap();
        for step in course.steps().filter(|s| s.text.contains("priority")) {
            let entry = crate::games::find(game).unwrap();
            let pos =
                (entry.from_setup)(None, &course.options, step.position.as_ref().unwrap()).unwrap();
            let mut legal = pos.legal_moves();
            legal.sort();
            let mut expect = step.expect.clone().unwrap();
            expect.sort();
            assert_eq!(legal, expect, "{}", step.text);
        }
    }
}

/// Plays every step of every chapter: a wrong move first (where there is one: it is
/// refuted, shown and explained, and the step stays), then right moves to the end.
#[test]
fn every_step_of_every_course_is_proved_and_plays_through() {
    let tr = Translator::new(Lang::En);
    for game in games() {
        let course = lesson(game).unwrap();
        // Every course is complete: at least 25 steps in at least three chapters.
        assert!(course.chapters.len() >= 3, "{game}: chapters");
        assert!(course.steps().count() >= 25, "{game}: steps");
        for (c, chapter) in course.chapters.iter().enumerate() {
            let mut player = LessonPlayer::chapter(game, c).unwrap();
            let mut wrongs = 0;
            while !player.is_finished() && player.closing_game().is_none() {
                let key = player.step_key();
                let step = player.step().unwrap().clone();
                let pos = player.step_position().unwrap().clone_box();
                if player.moves_made_in_step() == 0 {
                    prove_step(game, &key, &step, pos.as_ref());
                }
                let (right, wrong) = right_and_wrong(&mut player);
                if let Some(wrong) = wrong {
                    let verdict = player.play(&wrong);
                    assert!(matches!(verdict, Verdict::Wrong { .. }), "{game} {key}");
                    assert!(player.showing_refutation());
                    let why = player.explanation(tr).unwrap();
                    assert!(!why.is_empty(), "{game} {key}: the wrong move is explained");
                    if step.goal.is_some() {
                        assert_ne!(player.position().unwrap().hash(), pos.hash());
                    }
                    player.retry();
                    assert_eq!(player.step_key(), key, "a wrong move stays on the step");
                    assert_eq!(player.position().unwrap().hash(), pos.hash());
                    wrongs += 1;
                }
                let verdict = player.play(&right);
                assert!(
                    matches!(verdict, Verdict::Right { .. }),
                    "{game} {key}: {right}"
                );
            }
            if chapter.name != "rules" {
                assert!(
                    wrongs >= chapter.steps.len(),
                    "{game} {}: {wrongs}",
                    chapter.name
                );
            }
        }
    }
}

#[test]
fn the_rules_chapter_ends_with_a_game_against_easy() {
    for game in games() {
        let mut player = LessonPlayer::new(game).unwrap();
        player.go_to(player.current().steps.len() - 1);
        let setup = player.closing_game().expect(game);
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
fn an_endgame_step_is_played_out_against_the_perfect_defence() {
    let course = lesson("dama-italiana").unwrap();
    let c = course
        .chapters
        .iter()
        .position(|c| c.name == "endgames")
        .unwrap();
    let mut player = LessonPlayer::chapter("dama-italiana", c).unwrap();
    let first = player.step_key();
    let right = player.right_moves()[0].clone();
    let Verdict::Right { replies, stars } = player.play(&right) else {
        panic!("right");
    };
    // The step goes on: the computer answered with the tables' best defence.
    assert!(
        stars.is_none() && replies.len() == 1,
        "{replies:?} {stars:?}"
    );
    assert_eq!(player.step_key(), first);
    // The position is still won for the player.
    let pos = player.step_position().unwrap();
    let j = judge(pos, Goal::Exact).unwrap();
    assert_eq!(j.exact.unwrap().verdict, Exactly::Win);
}

#[test]
fn hints_name_the_piece_then_the_move_and_cost_a_star() {
    let tr = Translator::new(Lang::En);
    let course = lesson("hare-hounds").unwrap();
    let c = course
        .chapters
        .iter()
        .position(|c| c.name == "tactics")
        .unwrap();
    let mut player = LessonPlayer::chapter("hare-hounds", c).unwrap();
    let right = player.right_moves();
    let first = player.hint(tr).unwrap();
    let second = player.hint(tr).unwrap();
    assert!(right
        .iter()
        .any(|m| first.contains(m.split('-').next().unwrap())));
    assert!(
        right.iter().any(|m| second.contains(m.as_str())),
        "{second}"
    );
    let Verdict::Right { stars, .. } = player.play(&right[0]) else {
        panic!("right");
    };
    assert_eq!(stars, Some(1));
}

#[test]
fn an_illegal_move_in_a_lesson_says_the_rule() {
    let mut player = LessonPlayer::new("dama-italiana").unwrap();
    player.play("22-18");
    // The compulsory capture step: a quiet move is refused with the capture named.
    assert_eq!(
        player.play("29-25"),
        Verdict::Refused(Some(crate::refusal::Refusal::MustCapture {
            required: vec!["22x13".into()]
        }))
    );
}

#[test]
fn skip_leaves_a_step_and_retry_keeps_it() {
    let mut player = LessonPlayer::new("hare-hounds").unwrap();
    player.skip();
    assert_eq!(player.step_key(), "rules-2");
    player.restart_step();
    assert_eq!(player.step_key(), "rules-2");
}

#[test]
fn every_lesson_text_reads_in_every_language() {
    let english = Translator::new(Lang::En);
    // The texts with arguments are read with every sample by the translations' tests.
    let mut keys: Vec<String> = [
        "lesson-right",
        "lesson-kept",
        "lesson-exact-now-lost",
        "lesson-exact-now-drawn",
        "lesson-exact-still-won",
        "lesson-no-hint",
        "lesson-cli-help",
        "lesson-cli-retry",
        "lesson-cli-offer",
        "lesson-hint",
        "lesson-retry",
        "lesson-skip",
    ]
    .map(String::from)
    .to_vec();
    for game in games() {
        let course = lesson(game).unwrap();
        for chapter in &course.chapters {
            keys.push(chapter.title_key());
            for step in &chapter.steps {
                keys.push(step.text.clone());
                if step.expect.is_some() || step.avoid.as_ref().is_some_and(|a| !a.is_empty()) {
                    keys.push(format!("{}-wrong", step.text));
                }
            }
        }
    }
    keys.sort();
    keys.dedup();
    for key in keys {
        for lang in Lang::ALL {
            let text = Translator::new(lang).tr(&key, &[]);
            assert!(!text.is_empty(), "{lang:?} {key}");
            if lang != Lang::En {
                assert_ne!(text, english.tr(&key, &[]), "{lang:?} {key}");
            }
        }
    }
    let mine: Vec<String> = take_problems()
        .into_iter()
        .filter(|p| p.contains("lesson-"))
        .collect();
    assert!(mine.is_empty(), "{mine:?}");
}

/// The relay step's sowing is told hand by hand: the shells taken, dropped one by one,
/// each relay, and how the turn ends.
#[test]
fn the_relay_is_told_shell_by_shell() {
    let tr = Translator::new(Lang::En);
    let mut player = LessonPlayer::new("sungka").unwrap();
    let relay = (0..player.current().steps.len())
        .find(|&i| player.current().steps[i].text == "lesson-sungka-relay")
        .unwrap();
    player.go_to(relay);
    let lines = super::sowing::sowing_lines(tr, player.step_position().unwrap(), "2");
    assert!(
        lines[0].starts_with("Take all 7 shells from your house 2"),
        "{lines:?}"
    );
    assert!(
        lines[1].starts_with("One shell each into: your house 3, "),
        "{lines:?}"
    );
    let relays = lines.iter().filter(|l| l.contains("lift all")).count();
    assert!(relays >= 1, "{lines:?}");
    assert!(lines.len() >= 2 + 2 * relays, "{lines:?}");
}

/// Fox and Geese, closing the trap: a wrong move is told that the forced win is gone and
/// shown with the fox's answer; each right move is told it keeps the forced win; the
/// computer's fox holds out as long as it can; every such step ends with the fox trapped.
#[test]
fn closing_the_trap_ends_with_the_fox_trapped() {
    use crate::game::{EndReason, Outcome};
    let tr = Translator::new(Lang::En);
    let course = lesson("fox-geese").unwrap();
    let c = course
        .chapters
        .iter()
        .position(|c| c.name == "endgames")
        .unwrap();
    let mut player = LessonPlayer::chapter("fox-geese", c).unwrap();
    let mut trapped = 0;
    while !player.is_finished() {
        if !matches!(player.step().unwrap().goal, Some(Goal::Win { .. })) {
            player.skip();
            continue;
        }
        let start = player.step_position().unwrap().clone_box();
        let (_, wrong) = right_and_wrong(&mut player);
        assert!(matches!(
            player.play(&wrong.unwrap()),
            Verdict::Wrong { .. }
        ));
        let why = player.explanation(tr).unwrap();
        assert!(why.contains("can no longer be forced within"), "{why}");
        assert_ne!(player.position().unwrap().hash(), start.hash());
        player.retry();
        loop {
            let mut before = player.step_position().unwrap().clone_box();
            let right = player.right_moves()[0].clone();
            // Proved again here: the move keeps a forced win within the moves left.
            let verdict = player.play(&right);
            let Verdict::Right { stars, .. } = &verdict else {
                panic!("{right}: {verdict:?}");
            };
            if stars.is_some() {
                before.play_notation(&right).unwrap();
                assert_eq!(
                    before.outcome(),
                    Outcome::Win {
                        winner: Side::Two,
                        reason: EndReason::FoxTrapped
                    }
                );
                trapped += 1;
                break;
            }
            let praise = player.praise(tr, &verdict);
            assert!(praise.contains("keeps the forced win"), "{praise}");
            let pos = player.step_position().unwrap();
            let made = player.moves_made_in_step();
            let Some(Goal::Win { plies }) = player.step().unwrap().goal else {
                unreachable!()
            };
            assert!(super::proof::wins_within(pos, Side::Two, plies - 2 * made));
        }
    }
    assert!(trapped >= 5, "{trapped}");
}
