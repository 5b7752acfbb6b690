//! Numbers and sizes from outside (issue 15, items 5, 10 and 16): each is checked with a
//! typed error, none panics, none is pulled into range silently.

use std::time::Duration;

use crate::engine::{check_search_seconds, check_time_scale, CancelToken, Level, Limits};
use crate::games::{self, BenchSpec, TournamentSpec, MAX_BENCH_POSITIONS, MAX_SETUP_BYTES};
use crate::{RulesError, Side};

// Item 5: huge budgets never panic where the Duration is built, and are refused where they
// come in.
#[test]
fn huge_time_budgets_are_refused_and_never_panic() {
    for bad in [f64::INFINITY, f64::NAN, 1e30, 1e19, 1e300, 0.0, -1.0] {
        assert!(check_time_scale(bad).is_err(), "{bad}");
        assert!(check_search_seconds(bad).is_err(), "{bad}");
    }
    assert_eq!(
        check_search_seconds(0.5).unwrap(),
        Duration::from_millis(500)
    );
    assert!(check_time_scale(2.0).is_ok());
    // Unchecked, the engine saturates instead of panicking.
    assert_eq!(Level::Expert.limits(1e300).time, Some(Duration::MAX));
    let pos = (games::find("sungka").unwrap().start)(None, &[]).unwrap();
    let limits = Limits::time(Duration::MAX).with_depth(2);
    let report = pos.analyze(&limits, &CancelToken::new(), &mut |_| {});
    assert!(report.best_move.is_some());
    let entry = games::find("hare-hounds").unwrap();
    let spec = |time_scale| BenchSpec {
        preset: None,
        options: &[],
        levels: &[Level::Easy],
        positions: 1,
        plies: 0,
        seed: 1,
        time_scale,
        plain: false,
    };
    assert!(matches!(
        (entry.bench)(&spec(1e300)),
        Err(RulesError::BadOptionValue { .. })
    ));
    let tournament = TournamentSpec {
        preset: None,
        options: &[],
        a: crate::engine::Player::Random,
        b: crate::engine::Player::Random,
        games: 2,
        seed: 1,
        time_scale: 1e300,
        threads: 1,
        fresh: Default::default(),
    };
    assert!(matches!(
        (entry.tournament)(&tournament),
        Err(RulesError::BadOptionValue { .. })
    ));
}

// Item 16: the bench suite's size (memory) has a cap, and so have the tournament's games
// and threads.
#[test]
fn bench_and_tournament_sizes_have_caps() {
    let entry = games::find("sungka").unwrap();
    let bench = |positions, plies| BenchSpec {
        preset: None,
        options: &[],
        levels: &[Level::Easy],
        positions,
        plies,
        seed: 1,
        time_scale: 1.0,
        plain: false,
    };
    for (positions, plies) in [
        (MAX_BENCH_POSITIONS + 1, 16),
        (usize::MAX, 16),
        (0, 16),
        (1, 1 << 40),
    ] {
        assert!(matches!(
            (entry.bench)(&bench(positions, plies)),
            Err(RulesError::BadOptionValue { .. })
        ));
    }
    for (games, threads) in [(usize::MAX, 1), (0, 1), (2, 0), (2, 10_000)] {
        let spec = TournamentSpec {
            preset: None,
            options: &[],
            a: crate::engine::Player::Random,
            b: crate::engine::Player::Random,
            games,
            seed: 1,
            time_scale: 1.0,
            threads,
            fresh: Default::default(),
        };
        assert!(matches!(
            (entry.tournament)(&spec),
            Err(RulesError::BadOptionValue { .. })
        ));
    }
}

// Item 10: an option value out of range for the other options is an error, not clamped.
#[test]
fn fox_and_geese_win_counts_beyond_the_geese_are_errors() {
    let start = games::find("fox-geese").unwrap().start;
    let opts = |list: &[(&str, &str)]| -> Vec<(String, String)> {
        list.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    };
    for list in [
        opts(&[("geese", "13"), ("captures-to-win", "17")]),
        opts(&[("captures-to-win", "16"), ("geese", "15")]),
        opts(&[("geese", "13"), ("fox-wins-below", "16")]),
    ] {
        assert!(
            matches!(start(None, &list), Err(RulesError::BadOptionValue { .. })),
            "{list:?}"
        );
    }
    let ok = start(None, &opts(&[("geese", "17"), ("captures-to-win", "17")])).unwrap();
    let value = |key: &str| {
        ok.options()
            .into_iter()
            .find(|o| o.key == key)
            .unwrap()
            .value
    };
    assert_eq!(value("captures-to-win"), "17");
    assert_eq!(ok.role(Side::One), crate::Role::Fox);
}

#[test]
fn setup_texts_and_records_have_a_size_cap() {
    let entry = games::find("dama-italiana").unwrap();
    let long = format!("W:W21{}:B1", ",22".repeat(MAX_SETUP_BYTES));
    assert!(matches!(
        (entry.from_setup)(None, &[], &long),
        Err(RulesError::BadPosition { .. })
    ));
    let record = format!(
        "[Game \"sungka\"]\n{}",
        " ".repeat(crate::session::MAX_RECORD_BYTES)
    );
    assert!(matches!(
        crate::session::import_record(&record, crate::session::Mode::PassAndPlay),
        Err(crate::session::SessionError::Record(
            crate::session::RecordError::TooLarge { .. }
        ))
    ));
}
