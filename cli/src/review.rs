//! `fireside review`: a game's moves judged, and `fireside calibrate`: the self-play fit of
//! a game's score → expected score curve.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;

use clap::Args;
use fireside_core::engine::CancelToken;
use fireside_core::i18n::{GameId, Lang, Translator};
use fireside_core::review::{self, verdict_id, GameReview, Mark, ReviewJob};
use fireside_core::session::{import_record, Mode, MAX_RECORD_BYTES};
use fireside_core::Side;

use crate::numbers;
use crate::out::{outln, Failure};
use crate::position::{self, GameArgs, MovesArg};

#[derive(Args)]
pub struct ReviewArgs {
    /// The game: fox-geese, hare-hounds, sungka or dama-italiana. With --last, --list or
    /// --game-index it keeps to that game's finished games (all games when left out).
    pub game: Option<String>,
    /// A named preset of the game's rules (see `fireside games`).
    #[arg(long)]
    pub preset: Option<String>,
    /// Rules options on top of the preset, as key=value (repeatable).
    #[arg(long = "option", value_name = "KEY=VALUE", num_args = 1.., value_parser = position::parse_key_value)]
    pub options: Vec<(String, String)>,
    #[command(flatten)]
    pub moves: MovesArg,
    /// A game record (as `fireside play --export FILE` writes it: PDN) instead of --moves.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["moves", "setup"])]
    pub pdn: Option<PathBuf>,
    /// Seconds of analysis per position.
    #[arg(long, default_value_t = review::DEFAULT_SECONDS_PER_PLY, value_parser = numbers::seconds)]
    pub time: f64,
    /// Print one JSON object instead of the annotated move list.
    #[arg(long)]
    pub json: bool,
    /// The language of the texts: en, th, ko or fi.
    #[arg(long)]
    pub lang: Option<String>,
    /// Where finished games are kept (default: ~/.local/share/fireside), for --last,
    /// --list and --game-index.
    #[arg(long, value_name = "DIR")]
    pub store: Option<PathBuf>,
    /// Review the last finished game of the store as a screen: step through it with the
    /// board (commands: `help`).
    #[arg(long, conflicts_with_all = STORE_CONFLICTS)]
    pub last: bool,
    /// List the finished games of the store, newest first, numbered for --game-index.
    #[arg(long, conflicts_with_all = STORE_CONFLICTS)]
    pub list: bool,
    /// Review the finished game numbered N in --list as a screen.
    #[arg(long, value_name = "N", conflicts_with_all = STORE_CONFLICTS)]
    pub game_index: Option<usize>,
}

/// A finished game of the store is reviewed on the screen, not from moves or as JSON.
const STORE_CONFLICTS: [&str; 4] = ["moves", "setup", "pdn", "json"];

impl ReviewArgs {
    fn game_args(&self) -> Result<GameArgs, Failure> {
        let game = self.game.clone().ok_or_else(|| {
            "name a game, or open a finished game of the store with --last, --list or \
             --game-index N"
                .to_owned()
        })?;
        Ok(GameArgs {
            game,
            preset: self.preset.clone(),
            options: self.options.clone(),
        })
    }

    /// The finished game of the store the flags name, if they name one.
    fn store_choice(&self) -> Option<crate::review_screen::Choice> {
        let index = match (self.last, self.game_index) {
            (_, Some(n)) => n,
            (true, None) => 1,
            (false, None) if self.list => 0,
            _ => return None,
        };
        Some(crate::review_screen::Choice {
            store: self.store.clone(),
            game: self.game.clone(),
            lang: self.lang.clone(),
            list: self.list,
            index,
            seconds_per_ply: self.time,
        })
    }
}

#[derive(Args)]
pub struct CalibrateArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Self-play games (Normal against Normal from seeded random openings).
    #[arg(long, default_value_t = 40, value_parser = numbers::games)]
    pub games: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Seconds of analysis per sampled position.
    #[arg(long, default_value_t = 0.02, value_parser = numbers::seconds)]
    pub time: f64,
    /// Sample every N-th ply.
    #[arg(long, default_value_t = 3, value_parser = numbers::every)]
    pub every: usize,
    #[arg(long)]
    pub json: bool,
}

fn job_of(args: &ReviewArgs) -> Result<ReviewJob, Failure> {
    let game = args.game_args()?;
    if let Some(path) = &args.pdn {
        let text = crate::paths::read_regular(path, MAX_RECORD_BYTES)?;
        let m = import_record(&text, Mode::PassAndPlay).map_err(|e| e.to_string())?;
        if m.setup().game != game.game {
            return Err(format!(
                "the record is a game of {}, not of {}",
                m.setup().game,
                game.game
            )
            .into());
        }
        return Ok(ReviewJob::of_match(&m, args.time).map_err(|e| e.to_string())?);
    }
    let from = MovesArg {
        setup: args.moves.setup.clone(),
        moves: None,
    };
    let start = position::start(&game, &from)?;
    let moves = position::move_list(args.moves.moves.as_deref());
    // The same check and message as every other command's --moves.
    position::start(&game, &args.moves)?;
    Ok(ReviewJob::new(start, &moves, args.time).map_err(|e| e.to_string())?)
}

pub fn run(args: &ReviewArgs) -> Result<(), Failure> {
    if let Some(choice) = args.store_choice() {
        if let Some(game) = &choice.game {
            crate::choices::game(game)?;
        }
        return crate::review_screen::run(&choice);
    }
    let tr = Translator::new(
        args.lang
            .as_deref()
            .map(Lang::negotiate)
            .unwrap_or(Lang::En),
    );
    let mut job = job_of(args)?;
    let cancel = CancelToken::new();
    let show_progress = !args.json && std::io::stderr().is_terminal();
    job.run(&cancel, |done, total| {
        if show_progress {
            let _ = write!(
                std::io::stderr(),
                "\r{}\x1b[K",
                tr.review_progress((done + 1).min(total), total)
            );
        }
    });
    if show_progress {
        let _ = write!(std::io::stderr(), "\r\x1b[K");
    }
    let review = job.review();
    if args.json {
        outln!("{}", json(&review, tr));
    } else {
        print_text(tr, &job, &review)?;
    }
    Ok(())
}

fn round(x: f64, places: i32) -> f64 {
    let f = 10f64.powi(places);
    (x * f).round() / f
}

/// Exactly the object the README promises.
fn json(review: &GameReview, tr: Translator) -> serde_json::Value {
    let plies: Vec<serde_json::Value> = review
        .plies
        .iter()
        .map(|p| {
            serde_json::json!({
                "ply": p.ply,
                "side": p.side,
                "move": p.notation,
                "best": p.best,
                "mark": p.judgement.mark.id(),
                "loss": round(p.judgement.loss, 4),
                "exact_before": p.judgement.exact_before.map(verdict_id),
                "exact_after": p.judgement.exact_after.map(verdict_id),
                "refutation": p.refutation,
                "why": p.why(tr),
            })
        })
        .collect();
    let acc = |s: Side| review.accuracy[s.index()].map(|a| round(a, 1));
    serde_json::json!({
        "plies": plies,
        "accuracy": { "one": acc(Side::One), "two": acc(Side::Two) },
    })
}

pub fn print_text(tr: Translator, job: &ReviewJob, review: &GameReview) -> Result<(), Failure> {
    let title = match GameId::from_id(&review.game) {
        Some(g) => format!(
            "{} — {}",
            tr.text(fireside_core::i18n::Text::ReviewTitle),
            tr.game_name(g)
        ),
        None => tr.text(fireside_core::i18n::Text::ReviewTitle),
    };
    outln!("{title}");
    let width = review
        .plies
        .iter()
        .map(|p| p.notation.chars().count())
        .max()
        .unwrap_or(0);
    let role_width = review
        .plies
        .iter()
        .map(|p| tr.role_name(p.role).chars().count())
        .max()
        .unwrap_or(0);
    for p in &review.plies {
        let j = &p.judgement;
        let mut parts = vec![tr.review_mark(j.mark)];
        if let Some(reason) = j.reason {
            parts.push(tr.review_reason(reason));
        }
        if j.mark.is_error() {
            if let Some(best) = &p.best {
                parts.push(tr.review_best_was(best));
            }
            parts.extend(p.why(tr));
        }
        if j.exact_before.is_some() && j.exact_after.is_some() && j.mark != Mark::Forced {
            parts.push(tr.text(fireside_core::i18n::Text::ReviewProven));
        }
        outln!(
            "{:>4}. {:<rw$}  {:<w$}  {}",
            p.ply,
            tr.role_name(p.role),
            p.notation,
            parts.join(" · "),
            rw = role_width,
            w = width
        );
    }
    let start = job.position(0).ok_or_else(|| "no position".to_owned())?;
    for side in Side::BOTH {
        let counts =
            [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder].map(|m| review.count(side, m));
        outln!(
            "{}",
            tr.review_accuracy(start.role(side), review.accuracy[side.index()], counts)
        );
    }
    Ok(())
}

pub fn calibrate(args: &CalibrateArgs) -> Result<(), Failure> {
    let start = position::start(&args.game, &MovesArg::default())?;
    let report = review::fit::calibrate(
        start.as_ref(),
        args.games,
        args.seed,
        args.time,
        args.every,
        &CancelToken::new(),
    );
    if args.json {
        outln!(
            "{}",
            serde_json::to_string(&report).map_err(|e| e.to_string())?
        );
        return Ok(());
    }
    outln!(
        "{} — {} games ({} finished: side one {}, draws {}, side two {}), mean {:.1} plies",
        report.game,
        report.games,
        report.finished,
        report.results[0],
        report.results[1],
        report.results[2],
        report.mean_plies
    );
    outln!(
        "  {} positions at {} s each: k = {:.6} per score point, log loss {:.4} (always 1/2: {:.4})",
        report.samples,
        report.seconds_per_position,
        report.k,
        report.log_loss,
        report.log_loss_even
    );
    Ok(())
}
