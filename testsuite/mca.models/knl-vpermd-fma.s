# Knights Landing: a VPU0-only permute alternating with an FMA (which
# may use either pipe) runs at 12 per 7 cycles as well.
# SOURCE: McCalpin: VPERMD alternating with FMA
# CPU: knl
# CYCLES: 7.0
# BINDS: KNLVPU issue rate
 vpermd %zmm9, %zmm8, %zmm1
 vfmadd213pd %zmm16, %zmm17, %zmm18
 vpermd %zmm9, %zmm8, %zmm2
 vfmadd213pd %zmm16, %zmm17, %zmm19
 vpermd %zmm9, %zmm8, %zmm3
 vfmadd213pd %zmm16, %zmm17, %zmm20
 vpermd %zmm9, %zmm8, %zmm4
 vfmadd213pd %zmm16, %zmm17, %zmm21
 vpermd %zmm9, %zmm8, %zmm5
 vfmadd213pd %zmm16, %zmm17, %zmm22
 vpermd %zmm9, %zmm8, %zmm6
 vfmadd213pd %zmm16, %zmm17, %zmm23
