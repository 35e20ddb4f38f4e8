# mfence beside a counter: 58.78 (uops.info Zen 4 MFENCE 58.13; the
# model 59).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 58.78
	mfence
	addq $1,%r8
	cmpq %rsi,%r8
	jne .L1
