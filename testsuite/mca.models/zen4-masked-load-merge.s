# Zen 4: a merge-masked load (vmovdqu32 (mem), %ymm0{%k1}) then an
# addition of what it holds.  Only the blend into %ymm0 waits for the
# old %ymm0, so the chain through %ymm0 costs a cycle; LLVM's model reads
# %ymm0 with the address (no read advance): 8 cycles per iteration
# (llvm-mca-19 and -22 the same).  fix-load-paths.py gives the merge
# source the masked register move's latency, 1.
# SOURCE: gcc-mca-measure on the Zen 4 host: 1.01 cycles per iteration;
# uops.info (Zen 4: VMOVDQU32 (YMM, K, M256) latency [1;<=10])
# CPU: znver4
# CYCLES: 1.0
# BINDS: loop-carried
.L3:
	vmovdqu32	(%rdi,%rax), %ymm0{%k1}
	vpaddd	%ymm0, %ymm1, %ymm1
	addq	$32, %rax
	cmpq	%rax, %rcx
	jne	.L3
