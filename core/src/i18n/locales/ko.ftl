# Fireside — 한국어. 영어 파일과 같은 키를 씁니다.
# 한국어에는 복수형이 없으므로 선택자는 [other]만 씁니다.

app-name = Fireside
language-name = 한국어

## 게임

game-fox-geese = 여우와 거위
    .desc = 십자 모양 판에서 여우 한 마리와 거위 떼가 맞붙습니다.
game-hare-hounds = 토끼와 사냥개
    .desc = 사냥개 세 마리가 토끼를 몰아붙이는 프랑스 군대의 놀이.
game-sungka = 숭카
    .desc = 두 줄의 집에 조개를 뿌려 나가는 필리핀 전통 놀이.
game-dama-italiana = 이탈리아 다마
    .desc = 이탈리아식 체커. 일반 말은 킹을 잡을 수 없습니다.

## 규칙 모음

preset-fox-geese-classic = 기본
    .desc = 거위 13마리, 대각선은 한 점 걸러 하나씩. 여우는 7마리를 잡아야 합니다.
preset-fox-geese-13-diagonals = 거위 13마리, 대각선 있음
    .desc = 대각선이 있는 판에 거위 13마리. 여우는 5마리만 잡으면 됩니다.
preset-fox-geese-13-orthogonal = 거위 13마리, 대각선 없음
    .desc = 거위 13마리, 가로세로 선만 있음. 여우는 5마리를 잡아야 합니다.
preset-fox-geese-17-diagonals = 거위 17마리, 대각선 있음
    .desc = 대각선이 있는 판에 더 큰 거위 떼. 여우는 7마리를 잡아야 합니다.
preset-fox-geese-17-orthogonal = 거위 17마리, 대각선 없음
    .desc = 더 큰 거위 떼, 가로세로 선만 있음. 여우는 7마리를 잡아야 합니다.
preset-fox-geese-table = 모든 점 대각선, 옆걸음 없음
    .desc = 모든 점에 대각선, 거위는 옆으로 못 갑니다. 거위가 4마리 미만이 되면 여우 승리.
preset-hare-hounds-classic = 기본
    .desc = 사냥개 셋, 토끼 하나, 점 열한 개. 사냥개가 먼저 둡니다.
preset-hare-hounds-hare-first = 토끼 선공
    .desc = 기본 규칙과 같지만 토끼가 먼저 둡니다.
preset-sungka-classic = 기본
    .desc = 한쪽에 집 일곱 개, 집마다 조개 일곱 개.
preset-dama-italiana-classic = 기본
    .desc = 이탈리아 체커 연맹의 공식 규칙.

## 옵션

option-fox-geese-geese = 거위 수
    .desc = 처음에 판에 놓이는 거위의 수.
option-fox-geese-diagonals = 대각선
    .desc = 어느 점들이 대각선으로 이어지는지.
option-fox-geese-sideways = 거위 옆으로 이동
    .desc = 거위가 같은 줄에서 옆으로 움직일 수 있는지.
option-fox-geese-forced-capture = 강제 잡기
    .desc = 여우는 잡을 수 있으면 반드시 잡아야 합니다.
option-fox-geese-captures-to-win = 승리에 필요한 잡기 수
    .desc = 여우가 이기려면 잡아야 하는 거위의 수.
option-fox-geese-fox-wins-below = 여우 승리 기준
    .desc = 남은 거위가 이 수보다 적으면 여우가 이깁니다.
option-fox-geese-no-progress = 진전 없는 수 제한
    .desc = 잡기도 없고 거위가 앞으로 가지도 않은 채 이만큼 두면 무승부 (0: 없음).
option-fox-geese-first = 선공
    .desc = 누가 먼저 두는지.
option-hare-hounds-stall-limit = 시간 끌기 제한
    .desc = 사냥개가 연달아 이만큼 전진하지 않으면 토끼가 이깁니다.
option-hare-hounds-first = 선공
    .desc = 누가 먼저 두는지.
option-sungka-first = 선공
    .desc = 누가 먼저 두는지.
option-sungka-shells = 집마다 조개 수
    .desc = 처음에 집마다 들어 있는 조개의 수.

option-value-on = 켬
option-value-off = 끔
option-value-none = 없음
option-value-alternate = 한 점 걸러
option-value-all = 모든 점
option-value-fox = 여우
option-value-geese = 거위
option-value-hounds = 사냥개
option-value-hare = 토끼
option-value-player-1 = 플레이어 1
option-value-player-2 = 플레이어 2

## 편과 말

role-fox = 여우
role-geese = 거위
role-hounds = 사냥개
role-hare = 토끼
role-player-one = 플레이어 1
role-player-two = 플레이어 2
role-white = 백
role-black = 흑

piece-fox = 여우
piece-goose = 거위
piece-hound = 사냥개
piece-hare = 토끼
piece-white-man = 백 말
piece-white-king = 백 킹
piece-black-man = 흑 말
piece-black-king = 흑 킹
piece-shells = { $count ->
    [0] 조개 없음
   *[other] 조개 { $count }개
}

## 난이도와 모드

level-easy = 쉬움
    .desc = 실수를 합니다. 규칙을 익히기에 좋습니다.
level-normal = 보통
    .desc = 가볍게 즐기는 사람에게 알맞은 상대.
level-expert = 어려움
    .desc = 깊이 생각하고, 실수를 좀처럼 봐주지 않습니다.
level-strength-easy = 첫 게임용: 보통보다 약 { $gap } Elo 낮습니다. 보통이 이 수준을 상대로 약 { $percent }%의 점수를 얻습니다.
level-strength-normal = 쉬움보다 약 { $above } Elo 높고 어려움보다 약 { $below } Elo 낮습니다.
level-strength-expert = 보통보다 적어도 { $gap } Elo 높습니다. 보통을 상대로 약 { $percent }%의 점수를 얻습니다.

mode-vs-computer = 컴퓨터와 대국
    .desc = 한쪽은 내가, 다른 쪽은 컴퓨터가 둡니다.
mode-pass-and-play = 번갈아 두기
    .desc = 두 사람이 기기 하나로 번갈아 둡니다.
mode-table = 마주 보고 두기
    .desc = 탁자 위에 놓인 기기를 사이에 두고 두 사람이 마주 앉습니다.

## 버튼과 메뉴

label-new-game = 새 게임
label-continue = 계속하기
label-undo = 무르기
label-redo = 다시 두기
label-hint = 힌트
label-move-list = 기보
label-no-moves-yet = 아직 둔 수가 없습니다.
label-rematch = 재대결
label-settings = 설정
label-profiles = 프로필
label-leaderboard = 순위표
label-how-to-play = 게임 방법
label-sound-on = 소리 켜기
label-sound-off = 소리 끄기
label-animation-speed = 애니메이션 속도
label-language = 언어
label-quit = 종료
label-back = 뒤로
label-start = 시작
label-resume = 이어 하기
label-pause = 일시 정지
label-ok = 확인
label-cancel = 취소
label-yes = 예
label-no = 아니요
label-close = 닫기
# The button that shows the result sheet again after it was closed.
label-show-result = 결과 보기
label-save = 저장
label-delete = 삭제
label-rename = 이름 바꾸기
label-menu = 메뉴
label-resign = 기권
label-choose-game = 게임 선택
label-rules = 규칙
label-preset = 규칙 모음
label-options = 옵션
label-level = 난이도
label-mode = 모드
label-play-as = 내 편
label-reset-options = 기본값으로
label-main-menu = 메인 메뉴

## 설정

settings-sound = 소리
settings-language-device = 기기 언어
settings-show-coordinates = 좌표 표시
settings-show-legal-moves = 둘 수 있는 곳 표시
settings-show-last-move = 마지막 수 강조
settings-confirm-moves = 수마다 확인
settings-vibration = 진동
settings-reset-statistics = 통계 초기화
settings-reset-statistics-confirm = 이 프로필의 모든 전적과 레이팅을 지울까요?

animation-off = 끔
animation-slow = 느리게
animation-normal = 보통
animation-fast = 빠르게

## 프로필, 레이팅, 순위표

profile-new = 새 프로필
profile-name = 이름
profile-default-name = 플레이어
profile-switch = 프로필 바꾸기
profile-no-games = 아직 둔 게임이 없습니다.
profile-rating = 레이팅
profile-rating-value = 레이팅 { $rating }
profile-delete-confirm = { $name } 프로필과 모든 전적을 삭제할까요?
rating-gained = 레이팅 +{ $points }점
rating-lost = 레이팅 −{ $points }점
rating-unchanged = 레이팅 변동 없음
leaderboard-empty = 아직 순위표가 비어 있습니다. 컴퓨터와 한 판을 끝까지 두어 보세요!
leaderboard-player = 플레이어
leaderboard-rating = 레이팅
leaderboard-games = 대국 수
leaderboard-rank = { $rank }위
stats-title = 통계
stats-wins-at-level = { $level ->
    [easy] 쉬움
    [normal] 보통
   *[expert] 어려움
} 난이도에서 { $count }승
stats-record = { $wins }승 { $draws }무 { $losses }패
stats-games-played = 대국 수: { $count }

## 상태와 결과

status-to-move = { $side } 차례
status-your-turn = 내 차례
status-computer-thinking = 컴퓨터가 생각하는 중…
status-continue-chain = { $side }: 계속 뛰어넘거나, 말을 눌러 여기서 멈추세요.
status-finish-chain = { $side }: 다시 뛰어넘으세요. 잡기는 끝까지 마쳐야 합니다.
status-computer-played = 컴퓨터의 수: { $move }
move-number = { $number }수
hint-move = 추천 수: { $move }
hint-none = 힌트 없음: 둘 수 있는 수가 없습니다.
hint-lost = 양쪽이 최선을 다하면 { $side } 쪽이 이깁니다. { $move }: 가장 오래 버티는 수입니다.
result-win = { $side } 승리!
result-draw = 무승부.
result-you-win = 이겼습니다!
result-you-lose = 졌습니다.

end-reason-fox-trapped = 여우가 갇혀서 움직일 수 없습니다.
end-reason-geese-captured = 여우가 거위를 충분히 잡았습니다.
end-reason-geese-blocked = 거위가 움직일 수 없습니다.
end-reason-no-progress = 너무 오랫동안 잡기도 없고 거위도 앞으로 나아가지 않았습니다.
end-reason-repetition = 같은 국면이 세 번째로 나왔습니다.
end-reason-hare-trapped = 토끼가 몰려서 움직일 수 없습니다.
end-reason-hare-escaped = 토끼가 사냥개를 모두 따돌리고 빠져나갔습니다.
end-reason-hounds-stalled = 사냥개가 너무 오래 전진하지 않았습니다.
end-reason-hounds-blocked = 사냥개가 움직일 수 없습니다.
end-reason-houses-empty = { $winner ->
    [player-one] 한쪽 집이 모두 비었습니다. 조개를 세어 보니 플레이어 1이 더 많습니다.
    [player-two] 한쪽 집이 모두 비었습니다. 조개를 세어 보니 플레이어 2가 더 많습니다.
   *[none] 한쪽 집이 모두 비었고, 두 사람의 조개 수가 같습니다.
}
end-reason-repetition-counted = { $winner ->
    [player-one] 같은 국면이 세 번째로 나왔습니다. 조개를 세어 보니 플레이어 1이 더 많습니다.
    [player-two] 같은 국면이 세 번째로 나왔습니다. 조개를 세어 보니 플레이어 2가 더 많습니다.
   *[none] 같은 국면이 세 번째로 나왔고, 조개 수가 같습니다.
}
end-reason-no-pieces = { $winner ->
    [white] 흑의 말이 하나도 남지 않았습니다.
   *[black] 백의 말이 하나도 남지 않았습니다.
}
end-reason-no-moves = { $winner ->
    [white] 흑은 더 둘 수가 없습니다.
   *[black] 백은 더 둘 수가 없습니다.
}
end-reason-move-limit = 양쪽 모두 잡기나 승격 없이 40수씩 두었습니다.

## 카운터

counter-geese-left = 남은 거위 { $count }마리
counter-captured = 잡은 거위: { $count }
counter-captures-to-win = 승리까지 필요한 잡기: { $count }
counter-no-progress = 양쪽이 진전 없이 둔 수: { $count }
counter-no-progress-limit = 진전 없이 { $count }수가 되면 무승부
counter-stall = 전진 없는 수: { $count }
counter-stall-limit = 전진 없이 { $count }수가 되면 토끼 승리
counter-store-1 = 플레이어 1 창고: { $count }
counter-store-2 = 플레이어 2 창고: { $count }
counter-houses-1 = 플레이어 1 집에 남은 조개: { $count }
counter-houses-2 = 플레이어 2 집에 남은 조개: { $count }
counter-white-men = 백 말: { $count }
counter-white-kings = 백 킹: { $count }
counter-black-men = 흑 말: { $count }
counter-black-kings = 흑 킹: { $count }
counter-quiet-plies = 양쪽이 잡기·승격 없이 둔 수: { $count }
# 플레이어 띠의 카운터: 짧게, 누구 것인지는 띠가 말해 준다.
band-counter-captured = 잡은 거위 { $count }마리
band-counter-no-progress = 진전 없이 { $count }수
band-counter-stall = 전진 없이 { $count }수
band-counter-store-1 = 창고의 조개 { $count }개
band-counter-store-2 = 창고의 조개 { $count }개
band-counter-white-men = 말 { $count }개
band-counter-white-kings = 킹 { $count }개
band-counter-black-men = 말 { $count }개
band-counter-black-kings = 킹 { $count }개
band-counter-quiet-plies = 잡기·승격 없이 { $count }수
sungka-score = 플레이어 1: 조개 { $one }개 · 플레이어 2: 조개 { $two }개
sungka-another-turn = 마지막 조개가 내 창고에 들어갔습니다. 한 번 더 두세요.
dama-must-capture = 반드시 잡아야 합니다.
dama-must-continue = 같은 말로 계속 잡으세요.

## 오류

error-illegal-move = 지금은 둘 수 없는 수입니다: { $move }
error-bad-notation = 읽을 수 없는 수입니다: “{ $move }”
error-nothing-to-undo = 무를 수가 없습니다.
error-nothing-to-redo = 다시 둘 수가 없습니다.
error-game-over = 게임이 끝났습니다.
error-not-your-turn = 잠시만요. 지금은 내 차례가 아닙니다.
error-no-such-point = 판에 그런 위치가 없습니다.
error-nothing-to-move-here = 그곳에는 움직일 수 있는 내 말이 없습니다.
error-must-capture = 잡기는 의무입니다. 다른 말로 잡아야 합니다.
error-not-a-target = 선택한 말은 그곳으로 갈 수 없습니다.
error-finish-capture = 먼저 잡기를 끝까지 마치세요.
error-nothing-selected = 먼저 말을 고르세요.
error-save-recovered = 저장된 게임이 손상되었습니다. 마지막으로 정상이던 국면을 되살렸습니다.
error-save-lost = 저장된 게임이 손상되어 되살릴 수 없습니다.
error-damaged-position = 이 국면은 손상되어 둘 수 없습니다.
error-unknown-game = 그런 이름의 게임은 없습니다: “{ $name }”
error-unknown-preset = 그런 이름의 규칙 모음은 없습니다: “{ $name }”
error-unknown-option = 그런 이름의 옵션은 없습니다: “{ $option }”
error-bad-option-value = “{ $option }” 옵션에는 “{ $value }” 값을 쓸 수 없습니다.

## 접근성 (화면 낭독기)

a11y-point = { $point }, { $piece }
a11y-point-empty = { $point }, 비어 있음
a11y-house = { $number }번 집, { $count ->
    [0] 비어 있음
   *[other] 조개 { $count }개
}
a11y-house-opponent = 상대 { $number }번 집, { $count ->
    [0] 비어 있음
   *[other] 조개 { $count }개
}
a11y-store-own = 내 창고, 조개 { $count }개
a11y-store-opponent = 상대 창고, 조개 { $count }개
a11y-store-of = { $side } 창고, 조개 { $count }개
a11y-move = { $side }: { $move }

## 터미널 (fireside play)

cli-prompt = { $side } 차례
cli-help = 게임 기보법으로 수를 입력하거나 명령어를 입력하세요.
cli-commands = 명령어: moves (둘 수 있는 수), board (판 보기), names (위치 이름), undo (무르기), redo (다시 두기), hint (힌트), rules (규칙), ratings (순위표), help (도움말), quit (끝내기).
cli-type-move = 수를 입력하거나 “help”를 입력하세요.
cli-moves-title = 둘 수 있는 수:
cli-names-title = 위치 이름:
cli-played = 둔 수: { $move }
cli-illegal-move = 둘 수 없는 수: { $move }
cli-undone = 한 수 물렀습니다.
cli-game-over = 게임 끝: { $result }
cli-unknown-command = 알 수 없는 명령어 “{ $command }”. 명령어를 보려면 “help”를 입력하세요.
cli-resumed = 저장된 게임을 이어서 합니다. 새 게임은 --new를 붙이세요.
cli-redone = 수를 다시 두었습니다.
cli-saved-at = 게임은 { $path }에 저장됩니다
cli-bye = 안녕히 가세요!
cli-how-to-move-fox-geese = 수는 말이 있는 점과 갈 점을 줄표로 이어 입력합니다: d4-d5. 여우가 뛰어 잡을 때는 x를 씁니다: d4xd6. 연속으로 잡을 때는 내려앉는 점을 모두 씁니다: d4xd6xf6. 판 가장자리의 글자와 숫자가 점의 이름입니다.
cli-how-to-move-hare-hounds = 수는 말이 있는 점과 갈 점을 줄표로 이어 입력합니다: b1-b2. 판 가장자리의 글자와 숫자가 점의 이름입니다.
cli-how-to-move-sungka = 조개를 뿌릴 집의 번호를 입력합니다. 번호는 자기 왼쪽부터 1에서 7까지이며, 판에 괄호로 적혀 있습니다.
cli-how-to-move-dama-italiana = 수는 말이 있는 칸과 갈 칸을 입력합니다: 22-18. 잡기는 x로 쓰고, 연속으로 잡을 때는 내려앉는 칸을 모두 씁니다: 22x13x6. 빈 칸에는 칸 번호가 보이고, 각 줄의 번호는 줄 옆에 적혀 있습니다.
cli-no-such-point = { $kind ->
    [square] 이 판에는 { $point }번 칸이 없습니다.
    [house] { $point }번 집은 없습니다. 집 번호는 1에서 7까지입니다.
   *[point] 이 판에는 { $point } 점이 없습니다.
}
cli-missing-destination = { $point }에서 출발하는 수입니다. 갈 곳도 입력하세요. 예: { $example }
cli-next = 다음에는 무엇을 할까요? 다시 하기는 1, 새 게임은 2, 끝내기는 3, 한 수씩 복기하기는 4를 입력하세요.
cli-which-game = 어떤 게임을 할까요? 번호를 입력하세요.
cli-flags-differ = 저장된 게임이 요청한 게임과 다릅니다: { $differences }.
cli-flag-differs = { $flag } { $asked } (저장된 게임: { $saved })
cli-continue-or-new = 저장된 게임을 이어 하려면 1, 요청한 대로 새 게임을 시작하려면 2를 입력하세요.

## App core (issue 12): notices, rating rules, accessibility states, Dama presentation

error-unknown-profile = 그런 프로필이 없습니다.
error-last-profile = 마지막 프로필은 삭제할 수 없습니다.
settings-dama-black-first = 다마: 아래쪽 흑이 먼저 둡니다
    .desc = 규칙은 같고, 많은 사이트처럼 보여 줍니다: 내 편이 아래쪽 흑이며 먼저 둡니다. 끄면 공식 방식으로 백이 먼저 둡니다.
leaderboard-all-games = 모든 게임
rating-rules = 레이팅 점수는 규칙 세트의 기본 시작 배치에서 규칙을 바꾸지 않고(선공은 고를 수 있음) 컴퓨터를 이겼을 때 얻습니다. 배치를 설정해 시작한 게임, 가져온 기보의 게임, 두 사람이 둔 게임은 통계에는 들어가지만 점수는 없습니다.
new-game-rated = 이 게임은 레이팅 점수를 얻을 수 있습니다.
new-game-unrated = 이 게임은 레이팅 점수가 없습니다: 규칙을 바꾸지 않은 컴퓨터와의 게임만 점수를 얻습니다.
rating-unrated-people = 두 사람이 둔 게임은 레이팅 점수가 없습니다.
rating-unrated-setup = 레이팅 점수 없음: 이 게임은 규칙을 바꾸지 않은 기본 시작 배치에서 시작하지 않았습니다.
assist-warning = 레이팅 점수가 걸린 게임입니다. 수를 무르거나 힌트를 보면 이기더라도 도움받은 승리가 되어 점수를 받을 수 없습니다. 그래도 하려면 한 번 더 요청하세요.
rating-unrated-assisted = 도움받은 승리(무르기나 힌트 사용): 레이팅 점수 없음.
result-new-best = { $game } 최고 기록 경신: { $standing }.
result-new-best-rank = { $game } 최고 기록 경신: { $standing }, 순위표 { $count }명 중 { $rank }위.
leaderboard-game = 게임
leaderboard-solo-title = { $name }의 게임별 점수
label-stop-here = 여기서 멈추기
a11y-with-state = { $point }, { $state }
a11y-state-selected = 선택됨
a11y-state-movable = 움직일 수 있음
a11y-state-target = 여기로 움직일 수 있음
a11y-state-capturable = 잡힐 수 있음
a11y-state-last-move = 마지막 수
a11y-state-hint = 힌트
notice-save-failed = 마지막 변경을 저장하지 못했습니다: 저장소가 쓰기를 거부했습니다. 게임은 저장되지 않은 채 계속됩니다. 저장소를 확인한 뒤 다시 시작하면 저장됩니다.
notice-save-failed-denied = 마지막 변경을 저장하지 못했습니다: Fireside가 저장소에 쓸 수 없습니다(읽기 전용이거나 권한 없음). 게임은 저장되지 않은 채 계속됩니다. 폴더에 쓰기 권한을 주면 다시 저장됩니다.
notice-save-failed-full = 마지막 변경을 저장하지 못했습니다: 저장소가 가득 찼습니다. 게임은 저장되지 않은 채 계속됩니다. 공간을 비우면 다시 저장됩니다.
store-part-settings = 설정
store-part-profiles = 프로필과 점수
store-part-matches = 저장된 게임
store-part-history = 끝난 게임
store-newer-restored = { $part } 파일은 더 새로운 버전의 Fireside가 썼습니다. 그 파일은 바꾸지 않고 따로 보관했으며, 이 버전이 읽을 수 있는 마지막 사본을 씁니다. 새 파일을 쓰려면 Fireside를 업데이트하세요.
store-newer-lost = { $part } 파일은 더 새로운 버전의 Fireside가 썼습니다. 그 파일은 바꾸지 않고 따로 보관했으며, 이 버전은 처음부터 시작합니다. 그 파일을 쓰려면 Fireside를 업데이트하세요.
store-missing-restored = { $part } 파일이 없었습니다. 보관된 마지막 사본을 되살렸습니다.
store-log-set-aside = 최근 수를 기록한 파일을 쓸 수 없어서 다른 이름으로 따로 보관했습니다. 원래 파일: { $file } · 보관한 파일: { $moved }. 저장된 게임은 마지막으로 모두 저장된 상태로 남아 있습니다.
store-log-stuck = 최근 수를 기록한 파일을 쓸 수도, 옮길 수도 없어서 아무것도 기록하지 않습니다(파일: { $file }). 지금 두는 수는 저장되지 않습니다. 그 파일을 다른 곳으로 옮기거나 Fireside가 그 폴더에 쓸 수 있도록 권한을 준 뒤 다시 시작하세요.
store-denied = Fireside가 { $part } 파일을 읽을 권한이 없습니다(파일: { $file }). 파일은 그대로 두었고 그 위에 아무것도 쓰지 않습니다. 읽기와 쓰기 권한을 준 뒤 다시 시작하세요.
store-open-denied = Fireside가 저장 폴더를 쓸 수 없습니다(폴더: { $path }): { $why }. 사용자에게 읽기와 쓰기 권한을 주거나, --store로 다른 폴더를 고르거나, --no-save로 플레이하세요.
store-open-lock = Fireside가 저장소의 잠금 파일을 쓸 수 없습니다(파일: { $path }): { $why }. 사용자에게 읽기와 쓰기 권한을 주거나, 다른 Fireside가 실행 중이 아니면 지우세요. 아니면 --no-save로 플레이하세요.
error-name-too-long = 이름은 { $limit }자까지 쓸 수 있습니다.
error-no-saved-game = 이어 할 이 게임의 저장된 게임이 없습니다.
error-bad-record = 이 글은 Fireside가 읽을 수 있는 기보가 아닙니다.
cli-unknown-language = 알 수 없는 언어 `{ $lang }`. 쓸 수 있는 언어: { $available }.
cli-unknown-game = 알 수 없는 게임 { $game }: { $games }
cli-no-table-mode = --mode table은 화면을 사이에 두고 마주 앉은 두 사람을 위한 휴대폰·태블릿 모드로, 먼 쪽 사람의 글자를 뒤집어 보여 줍니다. 터미널은 글자를 뒤집을 수 없습니다. 한 키보드에서 번갈아 두려면 --mode pass-and-play를 쓰세요.

## Store: recoveries and saves set aside (store helper)

store-recovered-settings = 설정이 손상되었습니다. 마지막으로 정상이던 사본을 되살렸습니다.
store-lost-settings = 설정이 손상되어 되살릴 수 없습니다. 기본 설정을 사용합니다.
store-recovered-profiles = 프로필과 점수가 손상되었습니다. 마지막으로 정상이던 사본을 되살렸습니다.
store-lost-profiles = 프로필과 점수가 손상되어 되살릴 수 없습니다.
store-recovered-matches = 저장된 게임이 손상되었습니다. 마지막으로 정상이던 사본을 되살렸습니다.
store-lost-matches = 저장된 게임이 손상되어 되살릴 수 없습니다.
store-recovered-history = 끝난 게임 기록이 손상되었습니다. 마지막으로 정상이던 사본을 되살렸습니다.
store-lost-history = 끝난 게임 기록이 손상되어 되살릴 수 없습니다.
store-set-aside-partial = 저장된 { $game } 게임은 이 버전에서 { $total }수 중 { $moves }수까지만 재현됩니다. 원래 게임은 바꾸지 않고 따로 보관했습니다. 그 지점부터 이어 두거나 새 게임을 시작할 수 있습니다.
store-set-aside-unplayable = 저장된 { $game } 게임을 이 버전에서 열 수 없습니다. 원래 게임은 바꾸지 않고 따로 보관했습니다.

# The band of a computer player: who holds the side.
band-computer = 컴퓨터 ({ $name })

## Refused moves: the rule, and the moves it requires

refusal-game-over = 게임이 끝났습니다. 더 둘 수 없습니다.
refusal-must-capture = 잡기는 의무입니다. 잡아야 하는 수: { $moves }
refusal-king-must-capture = 킹과 일반 말이 같은 수의 말을 잡을 수 있으면 킹으로 잡아야 합니다. 잡아야 하는 수: { $moves }
refusal-most-pieces = 가장 많은 말을 잡는 수를 두어야 합니다. 잡아야 하는 수: { $moves }
refusal-most-kings = 잡는 말의 수가 같으면 킹을 가장 많이 잡아야 합니다. 잡아야 하는 수: { $moves }
refusal-king-met-first = 킹의 잡기가 같으면 킹을 먼저 만나는 쪽을 잡아야 합니다. 잡아야 하는 수: { $moves }
refusal-man-cannot-capture-king = 일반 말은 킹을 잡을 수 없습니다.
refusal-chain-must-continue = 잡기가 아직 끝나지 않았습니다. 같은 말로 계속 잡으세요. 연속 잡기를 모두 쓰세요: { $moves }
refusal-fox-must-jump = 여우는 뛰어 잡을 수 있으면 반드시 잡아야 합니다. 잡아야 하는 수: { $moves }
refusal-hounds-never-back = 사냥개는 뒤로 갈 수 없습니다. 앞이나 옆으로만 움직입니다.
refusal-empty-house = 빈 집입니다. 조개가 있는 집에서 뿌리세요.
refusal-not-your-house = 내 집이 아닙니다. 내 줄의 집에서 뿌리세요.
refusal-other-sides-turn = { $role ->
    [fox] 지금은 여우 차례입니다.
    [geese] 지금은 거위 차례입니다.
    [hounds] 지금은 사냥개 차례입니다.
    [hare] 지금은 토끼 차례입니다.
    [player-one] 지금은 플레이어 1 차례입니다.
    [player-two] 지금은 플레이어 2 차례입니다.
    [white] 지금은 백 차례입니다.
   *[black] 지금은 흑 차례입니다.
}
refusal-geese-never-back = 거위는 뒤로 갈 수 없습니다. 앞이나 옆으로만 움직입니다.
refusal-geese-only-forward = 이 규칙에서 거위는 앞으로만 움직입니다. 옆이나 뒤로는 갈 수 없습니다.
refusal-fox-steps-one = 여우는 선을 따라 한 점씩 움직입니다. 두 점을 가는 것은 거위를 뛰어넘을 때뿐입니다.
refusal-man-never-back = 일반 말은 대각선으로 한 칸씩 앞으로만 움직입니다. 뒤로 갈 수 있는 것은 킹뿐입니다.

## What a sowing did

sungka-story-relay = 마지막 조개가 조개가 있는 집에 떨어졌습니다. 이어 뿌리기: 남은 조개 { $count }개
sungka-story-relays = 마지막 조개가 조개가 있는 집에 떨어졌습니다. 이어 뿌리기: 남은 조개 { $count }개 (모두 { $times }번)
sungka-story-free-turn = 마지막 조개가 창고에 들어갔습니다. 한 번 더 두는 쪽: { $side }
sungka-story-capture = 잡은 쪽: { $side } · { $house }번 집에서 조개 { $count }개

## Puzzles

puzzle-heading = 퍼즐 { $number } · 난이도 { $rating }
puzzle-prompt = { $side } 차례: { $task }
puzzle-theme-only-win = 승리를 지키는 단 하나의 수를 찾으세요.
puzzle-theme-most-shells = 조개를 가장 많이 잡는 뿌리기를 찾으세요.
puzzle-theme-fox-jump = 게임을 이기는 뛰어 잡기를 찾으세요.
puzzle-theme-fox-most-geese = 거위를 가장 많이 잡는 뛰어 잡기를 찾으세요.
puzzle-theme-geese-hold = 지지 않는 단 하나의 수를 찾으세요.
puzzle-theme-geese-trap = 덫을 닫는 수를 찾으세요.
puzzle-theme-tactic = 강제로 이기는 수를 찾으세요.
puzzle-commands = 수를 입력하거나 hint, retry, solution, next, quit 중 하나를 입력하세요.
puzzle-correct = 맞습니다! 상대의 응수: { $move }
puzzle-wrong = 그 수가 아닙니다. 다시 해 보거나 hint를 입력하세요.
puzzle-solved = 풀었습니다! 퍼즐 점수 { $rating } · 연속 성공 { $streak }
puzzle-hint-piece = 힌트: 이 칸의 말을 움직이세요: { $point }
puzzle-solution = 정답: { $moves }
puzzle-daily-solved = 오늘의 퍼즐을 이미 풀었습니다. 연습으로 다시 풀거나 다음 퍼즐로 넘어가세요.

## Lessons: "Learn to play"

lesson-heading = 배우기 · 단계 { $number }/{ $total }
lesson-right = 맞습니다!
lesson-done = 배우기를 마쳤습니다.
lesson-play-easy = 이제 쉬움 단계의 컴퓨터와 짧은 게임을 해 보세요.
lesson-fox-geese-fox-steps = 여우는 어느 선을 따라서든 한 점 움직입니다. 여우를 d4에서 d5로 올리세요.
lesson-fox-geese-fox-steps-wrong = 여우를 선을 따라 한 점 위로, d4에서 d5로 옮기세요.
lesson-fox-geese-fox-jumps = 여우는 거위를 뛰어넘어 그 뒤의 빈 점에 내려앉아 잡습니다. d5의 거위를 잡으세요.
lesson-fox-geese-fox-jumps-wrong = d4에서 d5의 거위를 넘어 d6으로 뛰세요.
lesson-fox-geese-geese-step = 거위는 앞이나 옆으로 한 점 움직이고, 뒤로는 가지 못합니다. d3의 거위를 앞으로 옮기세요.
lesson-fox-geese-geese-step-wrong = 거위를 d3에서 앞의 d4로 옮기세요.
lesson-fox-geese-no-gap = 여우가 d5에 있습니다. 거위 하나를 옮기되, 여우가 뛰어 잡을 거위를 남기지 마세요.
lesson-fox-geese-no-gap-wrong = d3-d4 다음에는 그 거위 뒤가 비어 여우가 d5xd3으로 잡습니다. 거위 뒤를 다른 거위로 받치세요.
lesson-hare-hounds-hounds-step = 사냥개는 선을 따라 앞이나 옆으로 한 점 움직입니다. b1의 사냥개를 앞의 b2로 옮기세요.
lesson-hare-hounds-hounds-step-wrong = 사냥개를 b1에서 b2로 옮기세요.
lesson-hare-hounds-never-back = 사냥개는 뒤로 갈 수 없습니다. b3의 사냥개를 앞의 b4로 옮기세요.
lesson-hare-hounds-never-back-wrong = b3의 사냥개를 앞으로, b4로 옮기세요.
lesson-hare-hounds-hare-moves = 토끼는 뒤를 포함해 어느 방향으로든 한 점 움직입니다. 토끼를 b5로 되돌리세요.
lesson-hare-hounds-hare-moves-wrong = 토끼를 b4에서 b5로 되돌리세요.
lesson-hare-hounds-trap = 토끼가 움직일 수 없으면 사냥개가 이깁니다. 토끼 옆의 마지막 점을 막으세요.
lesson-hare-hounds-trap-wrong = 토끼는 아직 b4로 갈 수 있습니다. 사냥개를 b3에서 b4로 옮기세요.
lesson-hare-hounds-escape = 토끼는 모든 사냥개를 지나 빠져나가면 이깁니다. 사냥개들을 지나 달아나세요.
lesson-hare-hounds-escape-wrong = a2로 내려가세요. 그러면 토끼보다 아래에 있는 사냥개가 없습니다.
lesson-sungka-sow = 뿌리기: 집 하나의 조개를 모두 들어 한 구멍에 하나씩 판을 돌며 놓습니다. 1번 집을 뿌리세요. 마지막 조개가 내 창고에 들어갑니다.
lesson-sungka-sow-wrong = 1번 집을 뿌리세요. 조개 일곱 개가 딱 내 창고까지 갑니다.
lesson-sungka-free-turn = 마지막 조개가 내 창고에 들어갔으니 한 번 더 둡니다. 아무 집이나 뿌리세요.
lesson-sungka-relay = 마지막 조개가 조개가 있는 집에 떨어지면 그 조개를 모두 들어 계속 뿌립니다. 이것이 이어 뿌리기입니다. 2번 집을 뿌리고 어떻게 이어지는지 보세요.
lesson-sungka-relay-wrong = 2번 집을 뿌리세요. 마지막 조개가 조개가 있는 집에 떨어집니다.
lesson-sungka-capture = 마지막 조개가 내 빈 집에 떨어지면 그 조개와 맞은편 집의 조개를 잡습니다. 1번 집을 뿌리세요.
lesson-sungka-capture-wrong = 3번 집은 빈 집 맞은편에서 끝나 잡을 것이 없습니다. 조개 아홉 개 맞은편인 1번 집을 뿌리세요.
lesson-dama-men-move = 일반 말은 대각선 앞으로 한 칸 움직입니다. 22번 칸의 말을 18번 칸으로 옮기세요.
lesson-dama-men-move-wrong = 말을 22번 칸에서 18번 칸으로 옮기세요.
lesson-dama-must-capture = 잡기는 의무입니다. 잡을 수 있으면 반드시 잡아야 합니다. 18번 칸의 말을 잡으세요.
lesson-dama-must-capture-wrong = 22번 칸에서 18번 칸을 넘어 13번 칸으로 뛰세요.
lesson-dama-most-pieces = 가장 많은 말을 잡아야 합니다. 말 두 개를 잡는 수를 찾으세요.
lesson-dama-most-pieces-wrong = 말 두 개를 잡으세요: 22x13x6 또는 23x14x5
lesson-dama-king-captures = 킹과 일반 말이 같은 수의 말을 잡을 수 있으면 킹으로 잡아야 합니다. 킹으로 잡으세요.
lesson-dama-king-captures-wrong = 30번 칸의 킹이 잡습니다: 30x21
lesson-dama-man-and-king = 일반 말은 킹을 잡을 수 없습니다. 22번 칸의 말은 18번 칸의 킹을 잡지 못합니다. 다른 수를 두세요.
lesson-dama-crowning = 맨 끝 줄에 닿은 일반 말은 킹이 되어 뒤로도 움직이고 잡습니다. 6번 칸의 말을 킹으로 만드세요.
lesson-dama-crowning-wrong = 6번 칸의 말을 끝 줄로 옮기세요: 6-2 또는 6-3
lesson-fox-geese-double-jump = 여우는 한 수에 여러 번 이어서 뛸 수 있습니다. 강제로 거위를 가장 많이 잡는 연속 뛰기를 찾으세요.
lesson-fox-geese-fork = 아직 뛸 곳은 없지만, 여우의 한 수가 두 곳을 동시에 노립니다. 거위는 둘 다 막을 수 없습니다. 찾아보세요.
lesson-fox-geese-best-jump = 강제로 거위를 가장 많이 잡는 여우의 수를 찾으세요. 거위의 모든 응수를 확인했습니다.
lesson-fox-geese-back-up-safe = 뒤가 빈 거위는 여우에게 잡힙니다. 모든 거위의 뒤를 받쳐 여우가 하나도 잡지 못하게 하는 수를 찾으세요.
lesson-fox-geese-wall-safe = 벽처럼, 둘씩 짝지어 움직이세요. 여우의 최선의 응수에 맞서 거위를 세 번 움직이며 하나도 잃지 마세요.
lesson-sungka-count-free-turn = 조개를 세어 보세요. 마지막 조개가 딱 내 창고에 들어가는 집을 뿌리면 한 번 더 둡니다. 이기는 뿌리기를 찾으세요.
lesson-sungka-chain-free-turns = 한 번 더 두는 기회가 다음 기회로 이어질 수 있습니다. 이기는 뿌리기를 찾으세요. 내 창고까지 세어 보고, 다시 판을 보세요.
lesson-sungka-set-up-capture = 이기는 뿌리기를 찾으세요. 마지막 조개가 내 빈 집에 떨어져 맞은편 조개를 잡습니다.
lesson-sungka-relay-win = 이어 뿌리기를 따라가 보세요. 이기는 뿌리기는 도중에 조개를 들어 계속 뿌리고, 잡기나 내 창고에서 끝납니다. 찾아보세요.
lesson-sungka-quiet = 여기서 이기는 뿌리기는 하나뿐이고, 아무것도 잡지 않으며 한 번 더 두지도 않습니다. 그래도 상대에게 좋은 수를 남기지 않습니다. 찾아보세요.
lesson-sungka-endgame = 이긴 끝내기입니다. 풀이기가 끝까지 모든 뿌리기를 확인했습니다. 완벽한 상대와 세 차례를 두며 승리를 놓치지 마세요.
lesson-chapter-rules = 규칙
lesson-chapter-tactics = 전술
lesson-chapter-endgames = 끝내기와 계획
lesson-chapter-progress = 단계 { $done }/{ $total } · 별 { $stars }개
lesson-hint = 힌트
lesson-retry = 다시 하기
lesson-skip = 건너뛰기
lesson-kept = 이기는 흐름을 지켰습니다.
lesson-computer-answers = 컴퓨터의 응수: { $line }
lesson-stars = 별 { $stars }개.
lesson-hint-from = 힌트: 이 자리의 말을 움직이세요: { $from }
lesson-hint-move = 힌트: 이 수를 두세요: { $move }
lesson-no-hint = 여기서는 알려 줄 수가 없습니다.
lesson-answer = { $played } 다음 상대의 응수: { $line }.
lesson-exact-now-lost = 서로 최선을 다하면 이제 지는 수입니다.
lesson-exact-now-drawn = 서로 최선을 다하면 승리를 놓치고 비기게 됩니다.
lesson-exact-still-won = 여전히 이기지만 이 단계가 바라는 수는 아닙니다.
lesson-cli-help = 수를 입력하거나 다음 명령을 쓰세요: hint(움직일 말, 그다음 수), moves(둘 수 있는 모든 수), board(판), retry(틀린 수 뒤 단계로 돌아가기), skip(다음 단계), quit(끝내기)
lesson-cli-retry = 판에 상대의 응수가 보입니다. retry를 입력하거나 바로 다시 두어 보세요.
lesson-cli-offer = 지금 쉬움 단계의 컴퓨터와 짧은 게임을 할까요? 저장되지 않고, 저장된 게임도 그대로 둡니다. (yes/no)
lesson-cli-yes = 네
lesson-hole-own = 내 { $house }번 집
lesson-hole-their = 상대 { $house }번 집
lesson-hole-store = 내 창고
lesson-hole-their-store = 상대 창고
lesson-sow-take = 조개 { $count }개를 모두 듭니다. 든 곳: { $hole }
lesson-sow-drop = 하나씩 놓는 곳: { $holes }
lesson-sow-relay = 마지막 조개가 조개가 있는 집에 떨어집니다. { $count }개를 모두 들어 계속 뿌립니다.
lesson-sow-capture = 마지막 조개가 내 빈 집에 떨어집니다. 그 조개와 맞은편 조개 { $count }개가 내 창고로 갑니다.
lesson-sow-stay = 마지막 조개가 상대의 빈 집에 남고 차례가 끝납니다.
lesson-sow-free = 마지막 조개가 내 창고에 들어가 한 번 더 둡니다.
lesson-sow-end = 더는 뿌릴 수 없습니다. 남은 조개는 각 주인의 창고로 갑니다.
lesson-hare-hounds-stall-rule = 사냥개가 앞으로 가지 않는 수를 아홉 번 연달아 두었습니다. 옆으로 한 번 더 가면 바로 집니다(정체 규칙). 사냥개가 계속 이기도록 두세요.
lesson-hare-hounds-stall-rule-wrong = 앞으로 가는 수만 정체 횟수를 0으로 되돌립니다.
lesson-hare-hounds-stall-wait = 토끼 차례입니다. 사냥개의 벽은 틈을 내지 않고는 앞으로 갈 수 없고, 옆으로 가는 수는 모두 정체 한도에 쌓입니다. 이기는 흐름을 지키는 수를 두세요.
lesson-hare-hounds-key-point = 가운데 b3은 다른 여덟 점과 이어져 있어, 그곳을 차지한 사냥개가 토끼의 길을 끊습니다. 이기는 흐름을 지키는 단 하나의 수를 찾으세요.
lesson-hare-hounds-close-trap = 한 수로 토끼를 가둘 수 있습니다. 찾아보세요.
lesson-hare-hounds-opposition = 토끼와 마주 서세요. 때로는 기다리는 수가 이기는 수여서, 토끼가 비켜설 수밖에 없습니다. 이기는 흐름을 지키는 단 하나의 수를 찾으세요.
lesson-hare-hounds-stall-decides = 정체 횟수가 많이 쌓였습니다. 옆으로 가는 수를 세어 보세요. 아직 이기는 단 하나의 수를 찾으세요.
lesson-hare-hounds-hare-waits = 토끼 차례입니다. 기다리세요. 사냥개는 틈을 내거나, 옆으로 갈 수 있는 횟수를 다 쓰게 됩니다. 이기는 흐름을 지키는 수를 찾으세요.
lesson-hare-hounds-hare-slips = 토끼 차례입니다. 사냥개들을 지나갈 길을 찾으세요.
lesson-hare-hounds-endgame = 이긴 자리입니다. 서로 최선을 다해도 사냥개가 이깁니다. 완벽하게 막는 토끼를 상대로 네 수를 두며 승리를 놓치지 마세요.
lesson-hare-hounds-endgame-stall = 이긴 자리지만 정체 횟수가 벌써 여덟입니다. 완벽한 토끼를 상대로 다섯 수를 두며 제때 앞으로 나가 승리를 지키세요.
lesson-dama-priority-kings = 킹이 킹과 일반 말 가운데 하나를 잡을 수 있으면 킹을 잡아야 합니다. 잡으세요.
lesson-dama-priority-kings-wrong = 킹은 킹을 잡아야 합니다: 22x13
lesson-dama-win-capture-all = 상대에게 말이 하나도 없거나 둘 수가 없으면 이깁니다. 마지막 검은 말을 잡으세요.
lesson-dama-win-capture-all-wrong = 잡으세요: 22x13
lesson-dama-shot = 샷: 말 하나를 내주면 상대가 의무적으로 잡고, 그 뒤 더 많이 잡습니다. 강제로 이득을 보는 수를 찾으세요.
lesson-dama-shot-black = 흑을 둡니다. 강제로 이득을 보는 수를 찾으세요. 백의 모든 응수를 확인했습니다.
lesson-dama-two-for-one = 하나 주고 둘 이상 잡기: 강제로 가장 많이 얻는 수를 찾으세요.
lesson-dama-threat = 아직 잡을 것은 없지만, 강제로 이득을 보는 수가 하나 있습니다. 상대의 모든 응수를 확인했습니다. 찾아보세요.
lesson-dama-threat-black = 흑을 둡니다. 아직 잡을 것은 없지만, 강제로 이득을 보는 수가 하나 있습니다. 백의 모든 응수를 확인했습니다. 찾아보세요.
lesson-dama-breakthrough = 일반 말끼리의 싸움에서 이기는 수는 하나뿐입니다. 끝 줄까지 가는 길을 찾으세요.
lesson-dama-king-man-king = 킹과 일반 말 대 킹: 이기는 자리입니다. 완벽하게 막는 상대에게 네 수를 두며 무승부로 놓치지 마세요.
lesson-dama-king-man = 킹 대 일반 말: 이기는 자리입니다. 완벽하게 막는 상대에게 네 수를 두며 승리를 지키세요.
lesson-dama-king-man-two-men = 킹과 일반 말 대 일반 말 둘: 이기는 자리입니다. 완벽하게 막는 상대에게 네 수를 두며 승리를 지키세요.
lesson-sungka-end-starve = 차례인 쪽이 뿌릴 조개가 없으면 게임이 끝납니다. 그러면 다른 쪽은 자기 집에 남은 조개를 모두 자기 창고에 넣고, 창고의 조개가 더 많은 쪽이 이깁니다. 상대의 집이 모두 비었습니다. 상대 쪽에 조개가 하나도 가지 않게 뿌리고, 세어 보세요.
lesson-sungka-end-capture = 상대의 마지막 조개를 잡으세요. 뿌릴 조개가 없으면 상대는 둘 수 없어 게임이 끝나고, 내 집에 남은 조개는 내 창고로 갑니다. 내가 앞선 채로 게임을 끝내는 뿌리기를 찾으세요.
lesson-dama-priority-order = 잡기 우선순위는 차례대로 적용됩니다. 먼저 가장 많은 말을 잡는 수, 다음은 일반 말보다 킹으로 잡는 수, 그다음은 킹을 가장 많이 잡는 수, 마지막은 킹을 먼저 만나는 수입니다. 여기서는 일반 말이 둘을 잡고 킹은 하나만 잡으므로 일반 말이 잡아야 합니다.
lesson-dama-priority-order-wrong = 일반 말의 22x13x6은 두 개를 잡습니다. 더 많이 잡는 것이 킹으로 잡는 것보다 먼저입니다.
lesson-dama-priority-first-king = 킹의 두 가지 잡기 모두 두 개를 잡고, 그중 하나는 킹입니다. 이럴 때는 킹을 먼저 만나는 잡기를 두어야 합니다. 잡으세요.
lesson-dama-priority-first-king-wrong = 18번 칸의 킹부터 잡으세요: 22x13x6.
lesson-dama-draw-kings = 킹 대 킹은 무승부입니다. 어느 쪽도 상대를 잡을 수 없습니다. 지금은 일반 말 하나가 부족하고, 무승부를 지키는 수는 하나뿐입니다. 엔드게임 표로 모든 수를 확인했습니다. 찾아보세요.
puzzle-theme-fox-forced-win = 여우가 몇 수 안에 강제로 이깁니다. 한 수 한 수 찾으세요.
puzzle-theme-geese-forced-trap = 거위가 몇 수 안에 여우를 강제로 가둡니다. 한 수 한 수 찾으세요.
lesson-forced-win-kept = 강제 승리를 지켰습니다. 상대가 어떻게 응수하든 앞으로 { $moves }수 안에 이깁니다.
lesson-forced-win-lost = 모든 응수를 살펴본 결과, 그 수를 두면 { $moves }수 안에 강제로 이길 수 없습니다.
lesson-fox-geese-close-trap = 거위는 여우를 강제로 가둘 수 있습니다. 덫을 닫으세요. 컴퓨터의 여우는 완벽하게 막고, 두는 수마다 모든 응수를 따져 확인합니다.
## 대국 복기와 실수에서 배우기 (issue 23)

label-review = 복기
label-history = 기록
cli-review-offer = 대국을 한 수씩 복기하려면 “review”를 입력하고, 나가려면 Enter를 누르세요.
review-title = 대국 복기
review-mark-best = 최선의 수
review-mark-good = 좋은 수
review-mark-inaccuracy = 부정확한 수
review-mark-mistake = 실수
review-mark-blunder = 큰 실수
review-mark-forced = 유일한 수
review-reason-lost-proven-win = 증명된 승리를 놓침
review-reason-lost-proven-draw = 증명된 무승부를 놓침
review-reason-slower-win = 이기지만 훨씬 느림
review-reason-already-lost = 이미 진 대국
review-proven = 증명됨
review-best-was = 최선은 { $move }
review-accuracy = { $side }: 정확도 { $accuracy } · 부정확 { $inaccuracies } · 실수 { $mistakes } · 큰 실수 { $blunders }
review-accuracy-none = { $side }: 판정할 수가 없음
review-progress = { $total }수 중 { $number }번째 수 분석 중
review-learn-title = 실수에서 배우기
review-learn-prompt = { $side }의 더 좋은 수를 찾으세요.
review-learn-accepted = 잘 찾았습니다: 그 수는 대국을 지킵니다.
review-learn-rejected = 그 수가 아닙니다: 다른 수를 찾아 보세요.
review-learn-show-solution = 정답 보기
review-learn-solution = 더 좋은 수: { $move }
review-learn-skip = 건너뛰기
review-learn-progress = { $total }개 중 { $solved }개 해결
review-learn-none = 이 대국에는 배울 실수가 없습니다.
a11y-review-move = { $number }번째 수, { $side }: { $move }, { $mark }
a11y-review-better = 더 좋은 수: { $move }
review-learn-next = 다음
review-learn-finished = 마지막 문제였습니다.
review-start = 시작 배치
review-at-move = { $number }번째 수, { $side }: { $move }
review-graph-wins = { $side } 승리
review-first = 첫 수
review-previous = 이전 수
review-next = 다음 수
review-last = 마지막 수
history-empty = 아직 끝난 게임이 없습니다.
history-entry = { $mode } · { $moves }수

## Puzzle and lesson screens

puzzle-open = 퍼즐
puzzle-hint = 힌트
puzzle-retry = 다시 하기
puzzle-show-solution = 정답 보기
puzzle-next = 다음 퍼즐
puzzle-standing = 퍼즐 점수 { $rating } · 연속 성공 { $streak }
puzzle-rating-value = 퍼즐 점수 { $rating }
puzzle-wrong-try = 그 수가 아닙니다. 다른 수를 두거나 힌트를 보세요.
puzzle-daily-heading = 오늘의 퍼즐 · 난이도 { $rating }
puzzle-forced-played = 둘 수 있는 수가 하나뿐이라 대신 두었습니다: { $move }
puzzle-wrong-why = 그 수가 아닙니다. { $why } 다른 수를 두거나 힌트를 보세요.
puzzle-solved-after-miss = 한 번 틀린 뒤에 풀었습니다. 퍼즐 점수 −{ $loss } (현재 { $rating })
puzzle-solved-with-help = 도움을 받아 풀었습니다. 퍼즐 점수 −{ $loss } (현재 { $rating })
puzzle-solved-unrated = 풀었습니다. 이미 점수에 반영된 퍼즐이라 퍼즐 점수는 그대로입니다: { $rating }
puzzle-hint-shells = 힌트: 조개가 { $count }개 있는 집에서 뿌리세요.
lesson-open = 배우기
lesson-play = 쉬움과 두기
lesson-offer = 처음이신가요? 짧은 단계로 게임마다 두는 법을 배워 보세요.

## Screen-reader play (issue 25): actions, summary, announcements, settings

a11y-action-move-to = { $to } 칸으로 이동
a11y-action-move-from = { $from }에서 여기로 이동
a11y-action-capture = 잡기: { $move }
a11y-action-sow = { $number }번 구멍 뿌리기
a11y-movable-pieces = 움직일 수 있는 말
a11y-board-summary = 판 요약
a11y-move-entry = 수 입력
    .hint = 수순 목록에 나오는 것처럼 게임의 기보법으로 쓴 수
a11y-heading-players = 플레이어
a11y-heading-board = 판
a11y-heading-buttons = 게임 버튼
a11y-summary-pieces = { $count ->
    [1] { $piece }: { $points }
   *[other] { $piece } { $count }개: { $points }
}
a11y-summary-count = { $piece } { $count }개
a11y-summary-captures = { $count ->
    [1] 잡기 1개: { $moves }
   *[other] 잡기 { $count }개: { $moves }
}
a11y-summary-moves = 가능한 수 { $count }개
a11y-then = { $first }. { $then }
a11y-announce-captures = { $count ->
    [1] { $points } 잡음
   *[other] { $count }개 잡음: { $points }
}
a11y-announce-captures-short = { $count }개 잡음
a11y-announce-promoted = 킹이 됨
a11y-announce-house = { $number }번 구멍
a11y-announce-relays = { $count ->
    [1] { $houses }에서 이어 뿌림
   *[other] { $count }번 이어 뿌림: { $houses }
}
a11y-announce-relays-short = { $count }번 이어 뿌림
a11y-announce-sungka-capture = 조개 { $count }개 잡음
a11y-announce-free-turn = 한 번 더
settings-verbosity = 화면 낭독기
settings-verbosity-short = 짧게
    .desc = 수와 잡은 것만.
settings-verbosity-full = 자세히
    .desc = 말마다 있는 곳, 수마다 한 일, 다음 차례.
settings-high-contrast = 고대비
    .desc = 표시와 말을 가장 높은 대비로, 표시마다 다른 모양으로 그립니다.

## An engine line in words (core/src/explain, issue 33)

explain-material = { $stuff ->
    [man] 일반 말 { $count }개
    [king] 킹 { $count }개
    [goose] 거위 { $count }마리
   *[shells] 조개 { $count }개
}
explain-after = { $played } 다음: { $what }.
explain-best-line = 가장 좋은 응수는 { $line }
explain-and = { $first }, { $then }
explain-wins = { $move }, { $material } 이득
explain-fox-jumps = 여우의 연속 잡기 { $move }: { $material }
explain-crowns = 일반 말이 킹이 됨: { $side }
explain-relays = { $move }번 집 뿌리기: 이어 뿌리기 { $times }번
explain-captures = { $move }번 집 뿌리기로 { $material } 잡기
explain-free-turn = { $move }번 집 뿌리기가 창고에서 끝나 한 번 더 둠
explain-proven-win = { $side } 필승: { $count }수 안에 이김
explain-proven-draw = 양쪽이 최선을 다하면 무승부
explain-idea = { $idea }.
explain-idea-even = { $move }: 손해 없음
explain-idea-proven-win = { $move }: { $count }수 안에 필승
explain-idea-proven-draw = { $move }: 무승부 유지

## The terminal's review screen (issue 33)

cli-review-analysing = { $progress } (멈추려면 Enter)
cli-review-stopped = 분석을 멈췄습니다. 분석한 수: { $number }/{ $total }. 계속하려면 “analyse”를 입력하세요.
cli-review-commands = 명령: Enter 또는 f (앞으로), b (뒤로), first (처음), last (마지막), m (다음 실수), 수 번호 (그 수로 이동), list (모든 수), learn (실수에서 배우기), analyse (분석 계속), help, quit.
cli-review-no-more-mistakes = 이 수 다음에는 실수가 없습니다.
cli-review-learn-commands = 수를 입력해 시도하거나 solution (정답), skip (건너뛰기), close (닫기) 중 하나를 입력하세요.
cli-review-unknown = 복기 명령이 아닙니다: “{ $command }”. 명령을 보려면 “help”를 입력하세요.
cli-exported = 기보 파일 저장 위치: { $path }
