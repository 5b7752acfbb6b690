//! What a sowing did, in the words a player needs: a relay, a free turn, a capture. Read
//! off the trace, so the text can never disagree with the move.

use serde::{Deserialize, Serialize};

use super::geometry::{house, owner};
use crate::game::{SowStep, SowingTrace};

/// One thing worth telling about a sowing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum SowingEvent {
    /// The last shell fell into a house with shells: `count` shells lifted to sow on
    /// (at the first relay), `times` relays in the whole move.
    Relay { count: u8, times: u8 },
    /// The last shell fell into the mover's store: the mover plays again.
    FreeTurn,
    /// The mover took `count` shells from the opponent's house `house` (1..=7 from its
    /// owner's left).
    Capture { count: u8, house: u8 },
}

/// The events of a sowing, in order: relays first, then how the turn ended.
pub fn story(trace: &SowingTrace) -> Vec<SowingEvent> {
    let mut out = Vec::new();
    let relays: Vec<u8> = trace
        .steps
        .iter()
        .filter_map(|s| match s {
            SowStep::Relay { count, .. } => Some(*count),
            _ => None,
        })
        .collect();
    if let Some(&first) = relays.first() {
        out.push(SowingEvent::Relay {
            count: first,
            times: relays.len().min(u8::MAX as usize) as u8,
        });
    }
    for step in &trace.steps {
        match *step {
            SowStep::FreeTurn => out.push(SowingEvent::FreeTurn),
            // The capture's count holds the mover's last shell too; the story tells what
            // was taken from the opponent, when anything was.
            SowStep::Capture {
                opposite, count, ..
            } if count > 1 => {
                let hole = opposite as usize;
                if let Some(side) = owner(hole) {
                    out.push(SowingEvent::Capture {
                        count: count - 1,
                        house: (hole - house(side, 0) + 1) as u8,
                    });
                }
            }
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Role};
    use crate::games::sungka::{Sungka, SungkaConfig};
    use crate::i18n::{Lang, Translator};

    fn trace_of(setup: Option<&str>, house: &str) -> SowingTrace {
        let config = SungkaConfig::default();
        let pos = match setup {
            Some(text) => Sungka::read_setup(&config, text).unwrap(),
            None => Sungka::new(&config),
        };
        pos.trace(&pos.parse_move(house).unwrap()).unwrap()
    }

    #[test]
    fn a_sowing_into_the_store_is_a_free_turn() {
        // Seven shells from house 1 end in the store.
        assert_eq!(story(&trace_of(None, "1")), [SowingEvent::FreeTurn]);
    }

    #[test]
    fn a_last_shell_in_a_full_house_is_a_relay_with_its_shells() {
        // House 2's last shell falls in the opponent's house 1 (7 shells): 8 to sow on.
        let events = story(&trace_of(None, "2"));
        match events.first() {
            Some(SowingEvent::Relay { count: 8, times }) => assert!(*times >= 1),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_capture_names_the_shells_and_the_house_taken_from() {
        // One shell into the empty house 2, facing the opponent's house 6 with 9 shells.
        let events = story(&trace_of(
            Some("1 0 0 0 0 0 0 40 / 0 0 0 0 0 9 0 48 / 1"),
            "1",
        ));
        assert_eq!(events, [SowingEvent::Capture { count: 9, house: 6 }]);
    }

    #[test]
    fn every_story_reads_in_every_language() {
        let traces = [
            trace_of(None, "1"),
            trace_of(None, "2"),
            trace_of(Some("1 0 0 0 0 0 0 40 / 0 0 0 0 0 9 0 48 / 1"), "1"),
        ];
        let english: Vec<String> = traces
            .iter()
            .map(|t| {
                Translator::new(Lang::En)
                    .sowing_story(t, Role::PlayerOne)
                    .unwrap()
            })
            .collect();
        assert!(english[0].contains("play"), "{}", english[0]);
        assert!(english[1].contains("8 more to sow"), "{}", english[1]);
        assert_eq!(english[2], "Player 1 captured 9 shells from house 6.");
        for lang in Lang::ALL {
            let tr = Translator::new(lang);
            for (trace, en) in traces.iter().zip(&english) {
                let text = tr.sowing_story(trace, Role::PlayerOne).unwrap();
                assert!(!text.contains('{'), "{text}");
                if lang != Lang::En {
                    assert_ne!(&text, en, "{lang:?}");
                }
            }
        }
        let mine: Vec<String> = crate::i18n::take_problems()
            .into_iter()
            .filter(|p| p.contains("sungka-story"))
            .collect();
        assert!(mine.is_empty(), "{mine:?}");
    }
}
