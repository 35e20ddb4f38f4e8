# CPU: znver3
# MEASURED: 1.99
# addq $1, %rdi, an unfused cmpq reading it and three addq: 1.99 (fused with a jne the compare takes no ALU: 1.03; an independent cmpq 1.26; the model 1.59, room-turn; in turn 2.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	addq	$1, %rdi
	cmpq	%rsi, %rdi
	addq	$1, %r8
	addq	$1, %r9
	addq	$1, %r10
