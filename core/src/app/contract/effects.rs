//! What the app asks the shell to do after an event. The shell carries them out in order.

use serde::{Deserialize, Serialize};

/// One request to the shell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "effect", rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Effect {
    /// The view changed: draw `App::view`.
    Render,
    /// Run the job off the main thread (the bindings' `run_search(job)`, over
    /// `App::search_job`: it blocks and polls its cancel token), and send the
    /// `Event::ComputerMoved` it returns. The id is all a shell needs.
    StartSearch {
        job: u64,
    },
    /// Cancel the job's token; its answer, if it still comes, is dropped by the app.
    CancelSearch {
        job: u64,
    },
    PlaySound {
        sound: Sound,
    },
    /// Take the job with `App::review_job`, run it off the main thread (it blocks within
    /// the review's budget and polls its cancel token), and send `Event::ReviewAnalysed`
    /// with its id.
    StartReview {
        job: u64,
    },
    /// Cancel the review job's token (the review screen was left); its answer is dropped.
    CancelReview {
        job: u64,
    },
    Haptic {
        haptic: Haptic,
    },
    /// Say this to the screen reader.
    Announce {
        text: String,
    },
    /// A change the view waits for (the result panel) is on its way to disk: take
    /// [`super::App::save_waiter`] with this ticket, wait on it off the main thread, and
    /// send [`super::Event::Saved`] with the ticket.
    AwaitSaved {
        ticket: u64,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Sound {
    Move,
    Capture,
    Win,
    Loss,
    /// A draw, or the end of a game between two people.
    End,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Haptic {
    /// A capture (or, in Sungka, shells taken from the opponent).
    Capture,
    /// An input the rules refused.
    Refused,
    /// The game ended.
    End,
}
