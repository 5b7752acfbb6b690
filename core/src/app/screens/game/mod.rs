//! The game screen: the match on the board, the computer's turn, hints, the end.

pub(in crate::app) mod accessibility;
pub(in crate::app) mod animation;
pub(in crate::app) mod announce;
pub(in crate::app) mod bands;
pub(in crate::app) mod hit;
pub(in crate::app) mod presentation;
pub(in crate::app) mod results;
pub(in crate::app) mod search;
pub(in crate::app) mod start;
pub(in crate::app) mod summary;
pub(in crate::app) mod update;
pub(in crate::app) mod view;
