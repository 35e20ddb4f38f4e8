# CPU: znver3
# MEASURED: 1.59
# zen3-rmw-branch-01 with three independent addq chains: 1.59-1.60 (with none 1.36, one 1.02-1.03, two 1.19 or 1.38 by the run, four 1.74, five 1.86); the model 1.27 (1.02, 1.02, 1.52, 1.77)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	sall (%rax)
	addq $4, %rax
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
	cmpq %rdx, %rax
	jne 1f
1:
