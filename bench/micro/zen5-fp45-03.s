# CPU: znver5
# MEASURED: 1.14
# two masked vcmpps into masks beside two ymm stores: 1.12-1.17 (the model 1.01) (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	vcmpps	$1, %ymm1, %ymm4, %k2{%k1}
	vcmpps	$1, %ymm1, %ymm3, %k3{%k1}
	vmovups	%ymm6, (%rdi)
	vmovups	%ymm7, 32(%rdi)
	addq	$64, %rdi
