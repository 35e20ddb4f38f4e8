# Emerald Rapids: an EVEX-only form (registers 16-31) takes the issue
# slots of its VEX form: a store one slot, not LLVM's two micro-ops
# (core-params issue-slots-evex; uops.info Alder Lake P: VMOVUPS_EVEX
# (M256, YMM) 1 / 2).  Measured on the Emerald Rapids host with
# gcc-mca-measure: 1.01 cycles per iteration, the same body on
# registers 0-15 1.04.  Before, 1.19.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 1.02
	vmovups	(%rsi,%rax,4), %ymm16
	vpaddd	%ymm18, %ymm19, %ymm20
	vpaddd	%ymm18, %ymm19, %ymm21
	vmovups	%ymm22, (%rdi,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rcx
	jg	.L0
