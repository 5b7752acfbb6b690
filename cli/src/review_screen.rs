//! `fireside review --last | --game-index N | --list`: a finished game of the store reviewed
//! as a screen. The board at a move with its mark and why under it, stepped through with
//! typed commands; the analysis shown as it goes ("Analysing move 12 of 43") and stopped by
//! Enter; "learn from your mistakes". It drives the same `App` as the phones (the history,
//! the review's jobs, its marks, numbering and texts), so a game reads the same everywhere.

use std::collections::VecDeque;
use std::io::{self, BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;

use fireside_core::app::contract::{HistoryEntry, LearnView, ReviewView, Screen};
use fireside_core::app::{App, Effect, Event};
use fireside_core::engine::CancelToken;
use fireside_core::i18n::{Arg, Translator};
use fireside_core::Side;

use crate::out::{outln, Failure};

/// Which finished game to open, and where the store is.
pub struct Choice {
    pub store: Option<PathBuf>,
    /// Only the games of this game (all when `None`).
    pub game: Option<String>,
    pub lang: Option<String>,
    /// List the games instead of opening one.
    pub list: bool,
    /// The game's number in the list (1: the newest).
    pub index: usize,
    /// Seconds of analysis per position (the App's budget, scaled).
    pub seconds_per_ply: f64,
}

/// Lists the finished games, or opens one and runs its review on standard input.
pub fn run(choice: &Choice) -> Result<(), Failure> {
    let dir = match &choice.store {
        Some(dir) => dir.clone(),
        None => crate::paths::default_store_dir()?,
    };
    let common = crate::common::CommonArgs {
        lang: choice.lang.clone(),
        store: Some(dir.clone()),
        no_save: false,
    };
    // The App gives each position its default budget times the time scale.
    let mut app =
        common.open_app(choice.seconds_per_ply / fireside_core::review::DEFAULT_SECONDS_PER_PLY)?;
    let tr = app.translator_in_use();
    app.update(Event::Launch);
    if let Some(notice) = app.view().notice {
        outln!("{notice}");
        app.update(Event::DismissNotice);
    }
    app.update(Event::OpenHistory);
    let Screen::History { history } = app.view().screen else {
        return Err("the store's history cannot be shown".to_owned().into());
    };
    let entries: Vec<HistoryEntry> = history
        .entries
        .into_iter()
        .filter(|e| choice.game.as_ref().is_none_or(|g| *g == e.game))
        .collect();
    if choice.list {
        outln!("{}", history.title);
        if entries.is_empty() {
            outln!("{}", history.empty_text.unwrap_or_default());
        }
        for (i, e) in entries.iter().enumerate() {
            outln!("{:>3}. {} · {}", i + 1, e.title, e.detail);
        }
        return Ok(());
    }
    let Some(entry) = choice.index.checked_sub(1).and_then(|i| entries.get(i)) else {
        let known = match entries.len() {
            0 => format!("there is no finished game in {}", dir.display()),
            n => format!("the finished games are numbered 1 to {n} (see --list)"),
        };
        return Err(format!("no finished game number {}: {known}", choice.index).into());
    };
    let fx = app.update(Event::OpenReview { entry: entry.entry });
    let input = Input::Thread {
        lines: input_lines(),
        queued: VecDeque::new(),
        at_end: false,
    };
    let result = ReviewScreen {
        app: &mut app,
        tr,
        input,
    }
    .run(fx);
    app.flush();
    result
}

/// The review screen `play` opens after a game (`Event::ReviewGame` sent, its effects
/// `fx`), reading the lines of the game's own input until `quit`: the analysis runs to its
/// end first (the game's input is read here, not on a thread).
pub fn after_game(app: &mut App, input: &mut dyn BufRead, fx: Vec<Effect>) -> Result<(), Failure> {
    let tr = app.translator_in_use();
    ReviewScreen {
        app,
        tr,
        input: Input::Direct(input),
    }
    .run(fx)
}

/// Lines of standard input read on their own thread, so the analysis can watch for Enter
/// while it runs; the channel closes at the end of the input.
fn input_lines() -> Receiver<String> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let stdin = io::stdin();
        let mut lock = stdin.lock();
        while let Ok(Some(line)) = crate::lines::read_line(&mut lock) {
            if tx.send(line).is_err() {
                return;
            }
        }
    });
    rx
}

/// Where the screen's lines come from.
enum Input<'a> {
    /// Standard input read on a thread of its own, so Enter stops the analysis.
    Thread {
        lines: Receiver<String>,
        /// Lines typed while the analysis ran, for after it.
        queued: VecDeque<String>,
        /// The input has ended.
        at_end: bool,
    },
    /// Lines read here, between another screen's questions (`play`'s).
    Direct(&'a mut dyn BufRead),
}

struct ReviewScreen<'a> {
    app: &'a mut App,
    tr: Translator,
    input: Input<'a>,
}

/// What a line typed on the review means.
enum Command {
    Go(Event),
    NextMistake,
    /// A move number of the list ("12"): the board after that round's first move.
    Round(u32),
    List,
    Learn,
    Analyse,
    Help,
    Quit,
}

fn command(line: &str) -> Option<Command> {
    let word = line.trim().to_lowercase();
    Some(match word.as_str() {
        "" | "f" | "forward" | "+" => Command::Go(Event::ReviewForward),
        "b" | "back" | "-" => Command::Go(Event::ReviewBack),
        "first" | "start" => Command::Go(Event::ReviewFirst),
        "last" | "end" => Command::Go(Event::ReviewLast),
        "m" | "mistake" => Command::NextMistake,
        "l" | "list" => Command::List,
        "learn" => Command::Learn,
        "analyse" | "analyze" => Command::Analyse,
        "help" | "?" => Command::Help,
        "q" | "quit" | "exit" => Command::Quit,
        n => Command::Round(n.parse().ok()?),
    })
}

impl ReviewScreen<'_> {
    /// Analyses (the effects ask for the jobs), shows the start, and reads commands until
    /// `quit` or the end of the input.
    fn run(mut self, fx: Vec<Effect>) -> Result<(), Failure> {
        self.analyse(fx, true)?;
        self.show()?;
        outln!("{}", self.tr.tr("cli-review-commands", &[]));
        self.commands()
    }

    fn review(&self) -> Option<ReviewView> {
        match self.app.view().screen {
            Screen::Review { review } => Some(*review),
            _ => None,
        }
    }

    /// The next line typed (those typed during the analysis first); `None` at the end.
    fn next_line(&mut self) -> Result<Option<String>, Failure> {
        match &mut self.input {
            Input::Thread {
                lines,
                queued,
                at_end,
            } => {
                if let Some(line) = queued.pop_front() {
                    return Ok(Some(line));
                }
                if *at_end {
                    return Ok(None);
                }
                let line = lines.recv().ok();
                *at_end = line.is_none();
                Ok(line)
            }
            Input::Direct(input) => Ok(crate::lines::read_line(input)?),
        }
    }

    /// Whether the player asked to stop the analysis (Enter, or `stop`); other lines
    /// typed meanwhile wait for after it.
    fn stop_asked(&mut self) -> bool {
        let Input::Thread { lines, queued, .. } = &mut self.input else {
            return false;
        };
        while let Ok(line) = lines.try_recv() {
            if line.is_empty() || line.eq_ignore_ascii_case("stop") {
                return true;
            }
            queued.push_back(line);
        }
        false
    }

    /// Runs the review jobs the effects ask for, one after another, each on its own thread
    /// (as the phones do), showing the progress; `stoppable`: Enter stops the analysis
    /// (the marks so far stay, `analyse` goes on).
    fn analyse(&mut self, mut fx: Vec<Effect>, stoppable: bool) -> Result<(), Failure> {
        let tty = io::stderr().is_terminal();
        while let Some(job) = fx.iter().find_map(|e| match e {
            Effect::StartReview { job } => Some(*job),
            _ => None,
        }) {
            let Some(task) = self.app.review_job(job) else {
                break;
            };
            if stoppable && self.stop_asked() {
                self.stopped(tty)?;
                return Ok(());
            }
            if let Some(p) = self.review().and_then(|r| r.progress) {
                let text = self
                    .tr
                    .tr("cli-review-analysing", &[("progress", Arg::from(p.text))]);
                let mut err = io::stderr();
                let _ = if tty {
                    write!(err, "\r{text}\x1b[K")
                } else {
                    writeln!(err, "{text}")
                };
            }
            let cancel = CancelToken::new();
            let token = cancel.clone();
            let (tx, rx) = mpsc::channel();
            std::thread::spawn(move || {
                let _ = tx.send(task.run(&token));
            });
            let stopped = loop {
                match rx.recv_timeout(Duration::from_millis(40)) {
                    Err(RecvTimeoutError::Timeout) if stoppable && self.stop_asked() => {
                        cancel.cancel();
                        let _ = rx.recv();
                        break true;
                    }
                    Err(RecvTimeoutError::Timeout) => {}
                    Ok(_) | Err(RecvTimeoutError::Disconnected) => break false,
                }
            };
            if stopped {
                self.stopped(tty)?;
                return Ok(());
            }
            fx = self.app.update(Event::ReviewAnalysed { job });
        }
        self.clear_progress(tty);
        Ok(())
    }

    /// The analysis stopped by the player: paused (the job given up, no other asked until
    /// `analyse`), the marks so far kept.
    fn stopped(&mut self, tty: bool) -> Result<(), Failure> {
        self.app.update(Event::Paused);
        self.clear_progress(tty);
        if let Some(p) = self.review().and_then(|r| r.progress) {
            let args = [("number", Arg::from(p.done)), ("total", Arg::from(p.total))];
            outln!("{}", self.tr.tr("cli-review-stopped", &args));
        }
        Ok(())
    }

    fn clear_progress(&self, tty: bool) {
        if tty {
            let _ = write!(io::stderr(), "\r\x1b[K");
        }
    }

    /// Reads commands until `quit` or the end of the input.
    fn commands(&mut self) -> Result<(), Failure> {
        loop {
            out_prompt()?;
            let Some(line) = self.next_line()? else {
                outln!();
                return Ok(());
            };
            let learning = self.review().is_some_and(|r| r.learn.is_some());
            let go_on = if learning {
                self.learn_line(&line)?
            } else {
                self.review_line(&line)?
            };
            if !go_on {
                return Ok(());
            }
        }
    }

    /// A line on the review; false to quit.
    fn review_line(&mut self, line: &str) -> Result<bool, Failure> {
        let tr = self.tr;
        let Some(view) = self.review() else {
            return Ok(false);
        };
        let Some(cmd) = command(line) else {
            let args = [("command", Arg::from(line))];
            outln!("{}", tr.tr("cli-review-unknown", &args));
            return Ok(true);
        };
        match cmd {
            Command::Quit => return Ok(false),
            Command::Help => outln!("{}", tr.tr("cli-review-commands", &[])),
            Command::List => self.list(&view)?,
            Command::Go(event) => {
                self.app.update(event);
                self.show()?;
            }
            Command::Round(n) => match first_ply_of_round(&view, n) {
                Some(ply) => {
                    self.app.update(Event::ReviewJump { ply });
                    self.show()?;
                }
                None => {
                    let args = [("command", Arg::from(line))];
                    outln!("{}", tr.tr("cli-review-unknown", &args));
                }
            },
            Command::NextMistake => {
                let next = view
                    .moves
                    .iter()
                    .find(|m| m.ply > view.ply && m.mark.is_some_and(|k| k.is_error()));
                match next {
                    Some(m) => {
                        self.app.update(Event::ReviewJump { ply: m.ply });
                        self.show()?;
                    }
                    None => outln!("{}", tr.tr("cli-review-no-more-mistakes", &[])),
                }
            }
            Command::Learn => {
                if view.can_learn {
                    self.app.update(Event::StartLearning);
                    self.show()?;
                    outln!("{}", tr.tr("cli-review-learn-commands", &[]));
                } else if let Some(note) = &view.learn_note {
                    outln!("{note}");
                } else if let Some(p) = &view.progress {
                    outln!("{}", p.text);
                }
            }
            Command::Analyse => {
                let fx = self.app.update(Event::Resumed);
                self.analyse(fx, true)?;
                self.show()?;
            }
        }
        Ok(true)
    }

    /// A line in "learn from your mistakes": a move tried, or a command; false to quit.
    fn learn_line(&mut self, line: &str) -> Result<bool, Failure> {
        let event = match line.trim().to_lowercase().as_str() {
            "q" | "quit" | "exit" => return Ok(false),
            "help" | "?" => {
                outln!("{}", self.tr.tr("cli-review-learn-commands", &[]));
                return Ok(true);
            }
            "" => return Ok(true),
            "solution" => Event::LearnShowSolution,
            "skip" | "next" => Event::LearnSkip,
            "close" | "back" => Event::CloseLearning,
            text => Event::Play {
                notation: text.to_owned(),
            },
        };
        let fx = self.app.update(event);
        // A move tried is judged by a job like the review's.
        self.analyse(fx, false)?;
        self.show()?;
        Ok(true)
    }

    /// The screen: the board at the move shown, the move's row, why, the better move.
    fn show(&self) -> Result<(), Failure> {
        let Some(view) = self.review() else {
            return Ok(());
        };
        if let Some(learn) = &view.learn {
            return self.show_learn(&view, learn);
        }
        // The move shown is named by its row ("12. 21-17 · mistake"), numbered by moves like
        // the phones' list; the heading names only the start.
        if view.ply == 0 {
            outln!("{} — {}", view.title, view.ply_text);
        } else {
            outln!("{}", view.title);
        }
        let layout = crate::draw::Layout::of_view(&view.game, &view.board.board);
        crate::out::out!("{}", crate::common::drawing(self.tr, &layout));
        if let Some(row) = view.moves.iter().find(|m| m.current) {
            outln!("{}", row.line);
        }
        if let Some(why) = &view.why_text {
            outln!("{why}");
        }
        if let Some(better) = &view.better {
            outln!("{}", better.text);
        }
        if view.ply == view.plies {
            for a in &view.accuracy {
                outln!("{}", a.text);
            }
            if let Some(note) = &view.learn_note {
                outln!("{note}");
            }
        }
        Ok(())
    }

    fn show_learn(&self, view: &ReviewView, l: &LearnView) -> Result<(), Failure> {
        outln!("{} — {} · {}", l.title, view.title, l.progress_text);
        if !l.finished {
            let layout = crate::draw::Layout::of_view(&view.game, &l.board.board);
            crate::out::out!("{}", crate::common::drawing(self.tr, &layout));
            outln!("{}", l.prompt);
        }
        if let Some(feedback) = &l.feedback {
            outln!("{feedback}");
        }
        // The solution shown is often the feedback already.
        if let Some(solution) = l
            .solution
            .as_ref()
            .filter(|s| l.feedback != Some(s.text.clone()))
        {
            outln!("{}", solution.text);
        }
        Ok(())
    }

    /// Every move with its mark, then both sides' accuracy.
    fn list(&self, view: &ReviewView) -> Result<(), Failure> {
        for m in &view.moves {
            let here = if m.current { ">" } else { " " };
            outln!("{here} {}", m.line);
        }
        for a in &view.accuracy {
            outln!("{}", a.text);
        }
        Ok(())
    }
}

fn out_prompt() -> Result<(), Failure> {
    crate::out::out!("review> ");
    io::stdout().flush()?;
    Ok(())
}

/// The first ply of the round numbered `n` in the move list (as the phones number it: a
/// round is side one's move and side two's answer).
fn first_ply_of_round(view: &ReviewView, n: u32) -> Option<u32> {
    let mut round = 0;
    let mut prev: Option<Side> = None;
    for m in &view.moves {
        if prev.is_none() || (m.side == Side::One && prev == Some(Side::Two)) {
            round += 1;
            if round == n {
                return Some(m.ply);
            }
        }
        prev = Some(m.side);
    }
    None
}
