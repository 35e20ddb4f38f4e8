# CPU: znver5
# MEASURED: 1.16
# two merge-masked vmovdqa32 beside two korb: 1.15 and 1.17 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the host in its fast state: a vpcmpd and kmovb pair at 0.50-0.53 before and after)
	vmovdqa32 %ymm0, %ymm2{%k1}
	vmovdqa32 %ymm0, %ymm3{%k1}
	korb %k1, %k2, %k3
	korb %k1, %k2, %k4
