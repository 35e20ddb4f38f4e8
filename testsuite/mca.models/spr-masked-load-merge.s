# Sapphire Rapids: a merge-masked load (vmovdqu32 (mem), %ymm0{%k1}, as
# GCC's AVX-512 code writes for a conditional load) then an addition of
# what it holds.  The load runs first and only the blend of its elements
# into %ymm0 waits for the old %ymm0: the chain through %ymm0 costs the
# blend's cycle.  LLVM's model reads %ymm0 with the address (no read
# advance): 9 cycles per iteration (llvm-mca-19 and -22: 9.00).
# fix-load-paths.py gives the merge source the register form's latency.
# SOURCE: uops.info (Alder Lake P: VMOVDQU32 (YMM, K, M256) latency
# [1;<=9]; VMOVDQU32 (YMM, K, YMM) 1)
# CPU: sapphirerapids
# CYCLES: 1.0
# BINDS: loop-carried
.L3:
	vmovdqu32	(%rdi,%rax), %ymm0{%k1}
	vpaddd	%ymm0, %ymm1, %ymm1
	addq	$32, %rax
	cmpq	%rax, %rcx
	jne	.L3
