//! The computer player's view of a Dama position (phase 2).
