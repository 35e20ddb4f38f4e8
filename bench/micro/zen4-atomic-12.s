# lfence beside a counter: 19.01 (uops.info Zen 4 LFENCE 10.00; the
# model 10).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 19.01
	lfence
	addq $1,%r8
	cmpq %rsi,%r8
	jne .L1
