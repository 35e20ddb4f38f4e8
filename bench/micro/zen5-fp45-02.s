# CPU: znver5
# MEASURED: 1.01
# two merge-masked vmovaps chains beside two stores: 1.01 (the model 2.00) (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	vmovaps	%ymm1, %ymm2{%k1}
	vmovaps	%ymm3, %ymm5{%k1}
	vmovups	%ymm6, (%rdi)
	vmovups	%ymm7, 32(%rdi)
	addq	$64, %rdi
