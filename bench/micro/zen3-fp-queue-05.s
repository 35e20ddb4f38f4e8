# CPU: znver3
# MEASURED: 10.76
# a ymm load, a chain of 16 dependent vfmadd231ps ymm and its store: 10.76-10.79 (one queue of 64: 9.05; 52 for each pipe pair: 10.55)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vmovups (%rsi), %ymm0
	vfmadd231ps %ymm1, %ymm2, %ymm0
	vfmadd231ps %ymm1, %ymm2, %ymm0
	vfmadd231ps %ymm1, %ymm2, %ymm0
	vfmadd231ps %ymm1, %ymm2, %ymm0
	vfmadd231ps %ymm1, %ymm2, %ymm0
	vfmadd231ps %ymm1, %ymm2, %ymm0
	vfmadd231ps %ymm1, %ymm2, %ymm0
	vfmadd231ps %ymm1, %ymm2, %ymm0
	vfmadd231ps %ymm1, %ymm2, %ymm0
	vfmadd231ps %ymm1, %ymm2, %ymm0
	vfmadd231ps %ymm1, %ymm2, %ymm0
	vfmadd231ps %ymm1, %ymm2, %ymm0
	vfmadd231ps %ymm1, %ymm2, %ymm0
	vfmadd231ps %ymm1, %ymm2, %ymm0
	vfmadd231ps %ymm1, %ymm2, %ymm0
	vfmadd231ps %ymm1, %ymm2, %ymm0
	vmovups %ymm0, (%rdi)
