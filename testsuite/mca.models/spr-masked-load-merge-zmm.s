# Sapphire Rapids: the zmm form of spr-masked-load-merge.s.  The chain
# through %zmm0 costs the blend's cycle, as for ymm; fix-load-paths.py
# had missed the zmm forms (their destination has no `^' in the .isa),
# so the chain cost the masked load's 9 cycles.
# SOURCE: uops.info (Alder Lake P: VMOVDQU32 (ZMM, K, M512) latency
# [1;<=9]); the same body on the Zen 4 host 1.73 cycles per iteration
# (the zmm load and its blend, not the chain, bound it there)
# CPU: sapphirerapids
# CYCLES: 1.0
# BINDS: loop-carried
.L3:
	vmovdqu32	(%rdi,%rax), %zmm0{%k1}
	vpaddd	%zmm0, %zmm1, %zmm1
	addq	$64, %rax
	cmpq	%rax, %rcx
	jne	.L3
