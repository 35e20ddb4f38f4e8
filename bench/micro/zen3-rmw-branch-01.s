# CPU: znver3
# MEASURED: 1.36
# calls.c:34's shape: sall of memory through a pointer, the pointer's addq and a fused cmpq/jne reading it: 1.35-1.37 (the jne on the addq's flags, unfused 1.02; the compare of two other registers 1.17; no branch 1.02; with an independent addq more 1.02-1.03; a load or a store in place of the read-modify-write 1.01); the model 1.02
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	sall (%rax)
	addq $4, %rax
	cmpq %rdx, %rax
	jne 1f
1:
