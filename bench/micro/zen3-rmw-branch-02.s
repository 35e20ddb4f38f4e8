# CPU: znver3
# MEASURED: 1.42
# sall of memory through base and index, the index's addq and a fused cmpq/jne reading it: 1.42 (through the pointer 1.36); the model 1.02
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	sall (%rdi,%rcx,4)
	addq $1, %rcx
	cmpq %rdx, %rcx
	jne 1f
1:
