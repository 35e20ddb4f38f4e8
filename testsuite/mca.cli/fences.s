# Fences hold the one-unit Fence for the reciprocal throughput uops.info
# measured (Alder Lake P: mfence 38.00, lfence 12.00, sfence 5.94;
# Skylake 33.00, 4.00, 5.97; Zen 4 mfence 58.13, the Zen 4 host 58.8):
# the bound names them.  Prefix words print as llvm-mca prints them.
# RUN: -mcpu=znver4 -bounds -instruction-info=false
# RUN-spr: -mcpu=sapphirerapids -bounds -instruction-info=false
# RUN-skl: -mcpu=skylake -bounds -instruction-info=false
	movq	%rax, (%rdi)
	mfence
	lfence
	sfence
	rep movsb
	notrack jmp	*%rax
