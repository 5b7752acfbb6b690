//! What a player's band says, written once for every board that has bands: the game
//! screen's (`view.rs`, from the match) and a position's on its own (`position_bands`,
//! what the terminal prints under a puzzle's, a lesson's or `show`'s board).

use crate::any_game::AnyGame;
use crate::app::contract::{Band, CounterView};
use crate::app::screens::joined;
use crate::game::{Outcome, Side};
use crate::games::{self, CounterOwner, CounterSpec, ShownFrom};
use crate::i18n::Translator;

/// The counters a band shows: those of `side`, and those of both sides in the band holding
/// the status (once, not twice), in the order of `GAMES`; each from the value where it says
/// something, in the band's short words ("13 geese left", "2 kings"). `raw` are the
/// position's counters as the rules give them (their limits included); `shown(index)` the
/// key and value the band shows for the counter at that index of `raw`.
pub(in crate::app) fn counters(
    tr: Translator,
    specs: &[CounterSpec],
    raw: &[(&'static str, i64)],
    side: Side,
    holds_status: bool,
    shown: impl Fn(usize) -> Option<(String, i64)>,
) -> Vec<CounterView> {
    let limit = |key: &str| {
        raw.iter()
            .find(|(k, _)| k.strip_suffix("-limit") == Some(key))
            .map(|(_, v)| *v)
    };
    specs
        .iter()
        .filter(|spec| match spec.owner {
            CounterOwner::Both => holds_status,
            CounterOwner::Side(s) => s == side,
        })
        .filter_map(|spec| {
            let index = raw.iter().position(|(k, _)| *k == spec.key)?;
            let (key, value) = shown(index)?;
            let from = match spec.from {
                ShownFrom::Value(v) => v,
                ShownFrom::HalfLimit => limit(spec.key).map_or(i64::MIN, |l| l / 2),
            };
            (value >= from).then_some(())?;
            Some(CounterView {
                text: tr.band_counter(&key, value)?,
                key,
                value,
            })
        })
        .collect()
}

/// The band on one line, as a terminal prints it: "Geese · Player · 13 geese left".
pub(in crate::app) fn text(name: &str, player: &str, counters: &[CounterView]) -> String {
    joined::line(
        [name, player]
            .into_iter()
            .chain(counters.iter().map(|c| c.text.as_str())),
    )
}

/// The two bands of a position shown on its own (no match around it: no players, no
/// computer), the top one first and the bottom one (the game's own bottom side): each with
/// its counters, the status in the band of the side to move (the bottom band once the game
/// is over, as on the game screen).
/// `from_start`: the position was played from the game's start; a set position (a puzzle,
/// a lesson step) leaves out the counts kept since the start, which it never had.
pub fn position_bands(tr: Translator, pos: &dyn AnyGame, from_start: bool) -> [Band; 2] {
    let specs: Vec<CounterSpec> = games::find(pos.id())
        .map(|e| e.words.counters.to_vec())
        .unwrap_or_default()
        .into_iter()
        .filter(|spec| from_start || !spec.since_start)
        .collect();
    let raw = pos.counters();
    let over = !matches!(pos.outcome(), Outcome::Ongoing);
    let status = tr.status(pos);
    let bottom = pos.bottom_side();
    [bottom.other(), bottom].map(|side| {
        let active = !over && pos.side_to_move() == side;
        let holds_status = if over { side == bottom } else { active };
        let counters = counters(tr, &specs, &raw, side, holds_status, |k| {
            raw.get(k).map(|(key, v)| ((*key).to_owned(), *v))
        });
        let role = pos.role(side);
        let name = tr.role_name(role);
        let line = holds_status.then(|| status.clone());
        let counter_texts = counters.iter().map(|c| c.text.as_str());
        Band {
            side,
            role,
            player: String::new(),
            computer: false,
            active,
            turned: false,
            thinking: false,
            counters_text: joined::line(counter_texts.clone()),
            label: joined::spoken(
                [name.as_str()]
                    .into_iter()
                    .chain(counter_texts)
                    .chain(line.as_deref()),
            ),
            text: text(&name, "", &counters),
            name,
            counters,
            line,
        }
    })
}
